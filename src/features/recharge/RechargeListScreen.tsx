import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'wouter'
import { walletStyles } from '@/features/wallet'
import { paths } from '@/shared/lib/paths'
import { Icon } from '@/shared/ui/Icon'
import { TopBar } from '@/shared/ui/TopBar'
import { Downloads } from './components/Downloads'
import styles from './Recharge.module.css'

/** Exchanges where users commonly buy USDT; they open in a new tab. */
const externalLinks = [
  { name: 'Binance', href: 'https://www.binance.com/' },
  { name: 'OKX', href: 'https://www.okx.com/' },
  { name: 'Coinbase', href: 'https://www.coinbase.com/' },
] as const

export function RechargeListScreen() {
  const { t } = useLingui()
  return (
    <div>
      <TopBar title={t`Deposit`} backTo={paths.asset} />
      <div className={walletStyles.page}>
        <nav className={styles.entries} aria-label={t`Deposit methods`}>
          <Link href={paths.recharge(0)} className={styles.entry}>
            <Icon name="recharge" />
            <span>
              <strong>
                <Trans>Coin deposit</Trans>
              </strong>
              <small>
                <Trans>USDT (ERC20 / TRC20), BTC, ETH</Trans>
              </small>
            </span>
            <Icon name="chevronRight" size={18} />
          </Link>
          <Link href={paths.clientIframe} className={styles.entry}>
            <Icon name="service" />
            <span>
              <strong>
                <Trans>Deposit via service</Trans>
              </strong>
              <small>
                <Trans>Bank transfer with our support team</Trans>
              </small>
            </span>
            <Icon name="chevronRight" size={18} />
          </Link>
          <Link href={paths.rechargeHistory} className={styles.entry}>
            <Icon name="clock" />
            <span>
              <strong>
                <Trans>Deposit history</Trans>
              </strong>
            </span>
            <Icon name="chevronRight" size={18} />
          </Link>
        </nav>
        <section aria-label={t`Buy crypto elsewhere`}>
          <h2 className={styles.heading}>
            <Trans>Buy crypto elsewhere</Trans>
          </h2>
          <ul className={styles.external}>
            {externalLinks.map((link) => (
              <li key={link.name}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
        <Downloads />
      </div>
    </div>
  )
}
