import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import styles from './CountdownDialog.module.css'
import { Dialog } from './Dialog'

interface CountdownDialogProps {
  open: boolean
  onClose: () => void
  title: string
  /** Whole seconds left, shown large; null once the countdown has given way to its outcome. */
  seconds: number | null
  /** Under the number (e.g. "seconds remaining", or the result once the time is up). */
  children?: ReactNode
  actions?: ReactNode
}

/** A dialog around a large seconds counter: the timed order's countdown (and the /test screen's). */
export function CountdownDialog({ open, onClose, title, seconds, children, actions }: CountdownDialogProps) {
  const { t } = useLingui()
  return (
    <Dialog open={open} onClose={onClose} title={title} actions={actions}>
      {seconds === null ? null : (
        <p
          className={styles.seconds}
          role="timer"
          aria-live="off"
          aria-label={t({ message: plural(seconds, { one: '# second remaining', other: '# seconds remaining' }) })}
        >
          {seconds}
        </p>
      )}
      {children}
    </Dialog>
  )
}
