// A modal panel sliding in from the bottom (pickers) or the left (the side drawer), kept inside the app column.
import { type ReactNode, useEffect, useRef } from 'react'
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

export function useEscape(active: boolean, onEscape: () => void): void {
  useEffect(() => {
    if (!active) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onEscape()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [active, onEscape])
}

export function Sheet({ open, onClose, label, side = 'bottom', children }: SheetProps) {
  const panelRef = useRef<HTMLDivElement>(null)
  useEscape(open, onClose)
  useModalFocus(open, panelRef)
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
