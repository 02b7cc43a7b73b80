import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { paths } from '@/shared/lib/paths'
import { Icon } from '@/shared/ui/Icon'
import { TopBar } from '@/shared/ui/TopBar'
import styles from './Support.module.css'

/** /client_service: a banner and the way to the online service. */
export function ClientServiceScreen() {
  const { t } = useLingui()
  return (
    <div>
      <TopBar title={t`Customer service`} backTo={paths.home} />
      <div className={styles.page}>
        <section className={styles.banner} aria-labelledby="client-service-banner">
          <span className={styles.bannerIcon} aria-hidden="true">
            <Icon name="service" size={36} />
          </span>
          <h2 id="client-service-banner">
            <Trans>We are here to help</Trans>
          </h2>
          <p>
            <Trans>
              Questions about deposits, withdrawals, verification or trading: our support team answers every day.
            </Trans>
          </p>
        </section>
        <Link href={paths.clientIframe} className={styles.newThread}>
          <Icon name="service" size={20} />
          <Trans>Online service</Trans>
          <Icon name="chevronRight" size={18} className={styles.push} />
        </Link>
      </div>
    </div>
  )
}
