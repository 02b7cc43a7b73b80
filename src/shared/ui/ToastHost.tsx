import { useAtomValue } from 'jotai'
import { useBottomBarsHeight } from './bottom-bars'
import styles from './ToastHost.module.css'
import { toastsAtom } from './toast'

/** Gap between the toasts and the bar below them, in CSS pixels. */
const GAP = 8

/** Toasts just above the bottom bars (tab bar, action bar, sheet), or above the safe area on screens without. */
export function ToastHost() {
  const toasts = useAtomValue(toastsAtom)
  const bars = useBottomBarsHeight(toasts.length > 0)
  // The tall case (a sheet filling most of the screen): stay on screen, over its top edge.
  const lift = bars > 0 ? Math.min(bars, window.innerHeight - 160) : 0
  return (
    <div className={styles.host} aria-live="polite" style={lift > 0 ? { bottom: lift + GAP } : undefined}>
      {toasts.map((toast) => (
        <div
          key={toast.id}
          role={toast.kind === 'error' ? 'alert' : 'status'}
          className={`${styles.toast} ${styles[toast.kind]}`}
        >
          {toast.text}
        </div>
      ))}
    </div>
  )
}
