import { useAtomValue } from 'jotai'
import styles from './ToastHost.module.css'
import { toastsAtom } from './toast'

export function ToastHost() {
  const toasts = useAtomValue(toastsAtom)
  return (
    <div className={styles.host} aria-live="polite">
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
