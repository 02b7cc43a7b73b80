import type { MarketTrade } from '@contract/market'
import { Trans, useLingui } from '@lingui/react/macro'
import { dateTimeFormat } from '@/shared/lib/format'
import { useTimeZone } from '@/shared/lib/time-zone'
import { Amount } from '@/shared/ui/Amount'
import { Price } from '@/shared/ui/Price'
import styles from './RecentTrades.module.css'

const clock = (locale: string, timeZone: string) =>
  dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone })

interface RecentTradesProps {
  trades: readonly MarketTrade[] | undefined
  precision: number
}

/** The latest market trades, newest first; buys green, sells red. */
export function RecentTrades({ trades, precision }: RecentTradesProps) {
  const { t, i18n } = useLingui()
  const format = clock(i18n.locale, useTimeZone())
  return (
    <section className={styles.section} aria-label={t`Recent trades`}>
      <h2 className={styles.heading}>
        <Trans>Recent trades</Trans>
      </h2>
      <div className={`${styles.row} ${styles.head}`}>
        <span>
          <Trans context="trades column">Price</Trans>
        </span>
        <span>
          <Trans context="trades column">Amount</Trans>
        </span>
        <span>
          <Trans context="trades column">Time</Trans>
        </span>
      </div>
      {trades === undefined ? (
        <div className={styles.skeleton} aria-busy="true" />
      ) : (
        <ul className={styles.list}>
          {trades.map((trade, index) => (
            // Rows by place: a new trade rewrites the rows in place rather than pushing them down (a layout shift
            // every refresh).
            // biome-ignore lint/suspicious/noArrayIndexKey: the row's place is its identity here
            <li key={index} className={styles.row} data-side={trade.type}>
              <Price value={trade.price} precision={precision} direction={trade.type === 0 ? 0 : 1} shape />
              <Amount value={trade.num} minDecimals={4} maxDecimals={4} />
              <span className={styles.time}>{format.format(trade.t)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
