import type { CoinBookLevel, CoinMarketInfo } from '@contract/trading'
import { useLingui } from '@lingui/react/macro'
import { decimalsOf } from '@/shared/lib/decimal'
import { Amount } from '@/shared/ui/Amount'
import { Price } from '@/shared/ui/Price'
import { styles } from '../styles'

interface OrderBookProps {
  info: CoinMarketInfo
  onPick: (price: string) => void
}

/** Five asks (highest on top, best next to the last price), the last price, five bids; bars show depth w%. */
export function OrderBook({ info, onPick }: OrderBookProps) {
  const { t } = useLingui()
  const precision = decimalsOf(info.price)
  return (
    <section className={styles.book} aria-label={t`Order book`}>
      <div className={styles.bookHead}>
        <span>{t`Price`}</span>
        <span>{t`Quantity`}</span>
      </div>
      <ol className={styles.levels} aria-label={t`Asks`}>
        {[...info.level5_up].reverse().map((level) => (
          <Level key={level.p} level={level} side="ask" precision={precision} onPick={onPick} />
        ))}
      </ol>
      <p className={styles.last}>
        <span className="visually-hidden">{t`Last price`}</span>
        <Price value={info.price} precision={precision} />
      </p>
      <ol className={styles.levels} aria-label={t`Bids`}>
        {info.level5_down.map((level) => (
          <Level key={level.p} level={level} side="bid" precision={precision} onPick={onPick} />
        ))}
      </ol>
    </section>
  )
}

interface LevelProps {
  level: CoinBookLevel
  side: 'ask' | 'bid'
  precision: number
  onPick: (price: string) => void
}

function Level({ level, side, precision, onPick }: LevelProps) {
  return (
    <li>
      <button type="button" className={styles.level} data-side={side} onClick={() => onPick(level.p)}>
        <i className={styles.depth} style={{ width: `${Math.min(100, Math.max(0, level.w))}%` }} />
        <Price
          value={level.p}
          precision={precision}
          direction={side === 'bid' ? 0 : 1}
          shape
          className={styles.levelPrice}
        />
        <Amount value={level.v} maxDecimals={4} className={styles.levelVolume} />
      </button>
    </li>
  )
}
