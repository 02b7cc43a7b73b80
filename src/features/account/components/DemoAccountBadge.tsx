import { Trans } from '@lingui/react/macro'
import styles from './DemoAccount.module.css'

/** The badge naming the shared demo account (history screens, account screen, drawer). */
export function DemoAccountBadge() {
  return (
    <span className={styles.badge}>
      <Trans>Demo account</Trans>
    </span>
  )
}
