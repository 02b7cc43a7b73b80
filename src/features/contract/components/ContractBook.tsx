import type { ContractBookLevel, ContractMarket } from '@contract/contract-trading'
import { useLingui } from '@lingui/react/macro'
import { Amount } from '@/shared/ui/Amount'
import { Price } from '@/shared/ui/Price'
import { styles } from '../styles'

/**
 * Asks (best next to the mark), the mark price, bids; bars show cumulative depth w%. Below, the public balance of
 * the house insurance account.
 */
export function ContractBook({ market }: { market: ContractMarket }) {
  const { t } = useLingui()
  const { precision } = market.info
  return (
    <section className={styles.book} aria-label={t`Order book`}>
      <div className={styles.bookHead}>
        <span>{t`Price`}</span>
        <span>{t`Quantity`}</span>
      </div>
      <ol className={styles.levels} aria-label={t`Asks`}>
        {[...market.lups].reverse().map((level) => (
          <Level key={level.p} level={level} side="ask" precision={precision} />
        ))}
      </ol>
      <p className={styles.last} data-testid="contract-mark">
        <Price value={market.info.price} precision={precision} />
        <span className={styles.mark}>{t`Mark price`}</span>
      </p>
      <ol className={styles.levels} aria-label={t`Bids`}>
        {market.ldowns.map((level) => (
          <Level key={level.p} level={level} side="bid" precision={precision} />
        ))}
      </ol>
      <p className={styles.insurance}>
        <span className={styles.mark}>{t`Insurance fund (pays losses beyond a margin)`}</span>
        <span data-testid="contract-insurance">
          <Amount value={market.insurance} minDecimals={2} maxDecimals={2} unit="USDT" />
        </span>
      </p>
    </section>
  )
}

function Level({ level, side, precision }: { level: ContractBookLevel; side: 'ask' | 'bid'; precision: number }) {
  return (
    <li className={styles.level} data-side={side}>
      <i className={styles.depth} style={{ width: `${Math.min(100, Math.max(0, level.w))}%` }} />
      <Price
        value={level.p}
        precision={precision}
        direction={side === 'bid' ? 0 : 1}
        shape
        className={styles.levelPrice}
      />
      <Amount value={level.v} maxDecimals={4} className={styles.levelVolume} />
    </li>
  )
}
