import { type Asset, assetDecimals } from '@contract/api'
import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import { readAmountInput } from '@/shared/lib/amount-input'
import { AmountProblemText, useAmountChange } from '@/shared/ui/AmountField'
import styles from '../Exchange.module.css'
import { exchangeCoins } from '../model'

interface CoinAmountFieldProps {
  label: string
  coin: Asset
  amount: string
  onCoin: (coin: Asset) => void
  /** The normalized amount (the one amount input rule); refused while it has a problem. */
  onAmount: (amount: string) => void
  extra?: ReactNode
}

/** One side of the exchange: the coin picker and its amount, at the coin's precision. */
export function CoinAmountField({ label, coin, amount, onCoin, onAmount, extra }: CoinAmountFieldProps) {
  const { t } = useLingui()
  const id = useId()
  const decimals = assetDecimals[coin]
  const change = useAmountChange(decimals, onAmount)
  const { problem } = readAmountInput(amount, { decimals })
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
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => change(event.target.value)}
        />
      </div>
      {problem ? (
        <p id={`${id}-problem`} className={styles.error} role="alert">
          <AmountProblemText problem={problem} decimals={decimals} />
        </p>
      ) : null}
    </section>
  )
}
