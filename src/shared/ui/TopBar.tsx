import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useLocation } from 'wouter'
import { Icon } from './Icon'
import styles from './TopBar.module.css'

interface TopBarProps {
  title?: string
  /** Where the back button goes; omit for no back button. */
  backTo?: string
  /** Shown on the left when there is no back button (e.g. a drawer button). */
  start?: ReactNode
  end?: ReactNode
}

export function TopBar({ title, backTo, start, end }: TopBarProps) {
  const { t } = useLingui()
  const [, navigate] = useLocation()
  return (
    <header className={styles.bar}>
      <div className={styles.side}>
        {backTo !== undefined ? (
          <button type="button" className={styles.iconButton} aria-label={t`Back`} onClick={() => navigate(backTo)}>
            <Icon name="back" />
          </button>
        ) : (
          start
        )}
      </div>
      {title ? <h1 className={styles.title}>{title}</h1> : <span />}
      <div className={`${styles.side} ${styles.end}`}>{end}</div>
    </header>
  )
}
