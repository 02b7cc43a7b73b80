import { useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { paths } from '@/shared/lib/paths'
import { Icon } from '@/shared/ui/Icon'
import styles from './Buttons.module.css'

/** The asset screen's way to the statement (every balance change, exportable). */
export function StatementLink() {
  const { t } = useLingui()
  return (
    <Link href={paths.statement} className={styles.iconButton} aria-label={t`Statement`} data-testid="statement-link">
      <Icon name="positions" />
    </Link>
  )
}
