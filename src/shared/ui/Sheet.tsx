// A modal panel sliding in from the bottom (pickers) or the left (the side drawer), kept inside the app column.
import { type ReactNode, useRef } from 'react'
import { createPortal } from 'react-dom'
import { bottomBar } from './bottom-bars'
import styles from './Sheet.module.css'
import { useModalFocus } from './use-modal-focus'

interface SheetProps {
  open: boolean
  onClose: () => void
  label: string
  side?: 'bottom' | 'left'
  children: ReactNode
}

export function Sheet({ open, onClose, label, side = 'bottom', children }: SheetProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  useModalFocus(open, panelRef, onClose)
  if (!open) return null
  return createPortal(
    <div className={styles.overlay}>
      <div className={styles.frame}>
        <button type="button" className={styles.backdrop} aria-label={label} tabIndex={-1} onClick={onClose} />
        <div
          ref={panelRef}
          role="dialog"
          aria-modal="true"
          aria-label={label}
          tabIndex={-1}
          className={`${styles.panel} ${styles[side]}`}
          {...(side === 'bottom' ? bottomBar : {})}
        >
          {children}
        </div>
      </div>
    </div>,
    document.body,
  )
}
