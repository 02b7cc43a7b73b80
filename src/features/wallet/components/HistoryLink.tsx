import { useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { Icon } from '@/shared/ui/Icon'
import styles from './Wallet.module.css'

/** The top bar's clock icon that opens a money screen's history (deposits, withdrawals). */
export function HistoryLink({ href }: { href: string }) {
  const { t } = useLingui()
  return (
    <Link href={href} className={styles.iconLink} aria-label={t`History`}>
      <Icon name="clock" />
    </Link>
  )
}
