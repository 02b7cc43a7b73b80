import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { paths } from '@/shared/lib/paths'
import { TopBar } from '@/shared/ui/TopBar'
import styles from './SystemScreens.module.css'

export function NotFoundScreen() {
  const { t } = useLingui()
  return (
    <div>
      <TopBar title={t`Not found`} backTo={paths.home} />
      <div className={styles.center}>
        <p className={styles.code}>404</p>
        <p>
          <Trans>This page does not exist or is not available yet.</Trans>
        </p>
        <Link href={paths.home} className={styles.action}>
          <Trans>Back to home</Trans>
        </Link>
      </div>
    </div>
  )
}
