import type { Asset } from '@contract/api'
import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import styles from '../Exchange.module.css'
import { exchangeCoins } from '../model'

interface CoinAmountFieldProps {
  label: string
  coin: Asset
  amount: string
  onCoin: (coin: Asset) => void
  onAmount: (raw: string) => void
  extra?: ReactNode
}

/** One side of the exchange: the coin picker and its amount. */
export function CoinAmountField({ label, coin, amount, onCoin, onAmount, extra }: CoinAmountFieldProps) {
  const { t } = useLingui()
  const id = useId()
  return (
    <section className={styles.side} aria-label={label}>
      <div className={styles.sideHead}>
        <label htmlFor={id}>{label}</label>
        {extra}
      </div>
      <div className={styles.sideBody}>
        <select
          className={styles.coin}
          value={coin}
          aria-label={t`${label} currency`}
          onChange={(event) => onCoin(event.target.value as Asset)}
        >
          {exchangeCoins.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <input
          id={id}
          className={styles.amount}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={amount}
          onChange={(event) => onAmount(event.target.value)}
        />
      </div>
    </section>
  )
}
