import type { KlineLatest } from '@contract/market'
import { Trans } from '@lingui/react/macro'
import { Percent, Price, Volume } from '@/shared/ui/Price'
import { HeaderStatusBadge } from '@/shared/ui/StatusBadge'
import styles from './PriceHeader.module.css'

interface PriceHeaderProps {
  latest: KlineLatest | undefined
  /** Shows the market's status badge (a screen that has its own leaves it out). */
  status?: boolean
  /** `latest` is from a saved snapshot: its prices are not called live (HeaderStatusBadge). */
  saved?: boolean
}

/** Last price, 24-hour change, high, low and volume of the product on screen. */
export function PriceHeader({ latest, status = true, saved = false }: PriceHeaderProps) {
  if (!latest) return <div className={styles.skeleton} aria-busy="true" />
  const { precision, type } = latest
  return (
    <section className={styles.header}>
      <div className={styles.main}>
        <Price className={styles.last} value={latest.c} precision={precision} direction={type} shape />
        <span className={styles.change}>
          <Price value={latest.ce} precision={precision} direction={type} />
          <Percent value={latest.change} direction={type} />
        </span>
        {status ? <HeaderStatusBadge saved={saved} status={latest.status} t={latest.t} source={latest.source} /> : null}
      </div>
      <dl className={styles.stats}>
        <div>
          <dt>
            <Trans context="24-hour high price">24h high</Trans>
          </dt>
          <dd>
            <Price value={latest.h} precision={precision} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans context="24-hour low price">24h low</Trans>
          </dt>
          <dd>
            <Price value={latest.l} precision={precision} />
          </dd>
        </div>
        <div>
          <dt>
            <Trans context="24-hour turnover">24h volume</Trans>
          </dt>
          <dd>
            <Volume value={latest.vol} />
          </dd>
        </div>
      </dl>
    </section>
  )
}
