import type { RechargeType } from '@contract/wallet'
import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { rechargeCurrencies } from '../model'
import styles from '../Recharge.module.css'

interface CurrencyPickerProps {
  value: RechargeType | null
  onChange: (type: RechargeType) => void
}

export function CurrencyPicker({ value, onChange }: CurrencyPickerProps) {
  const { t } = useLingui()
  const name = useId()
  return (
    <fieldset className={styles.currencies}>
      <legend className="visually-hidden">{t`Currency`}</legend>
      {rechargeCurrencies.map((currency) => (
        <label key={currency.type} className={styles.currency} data-checked={currency.type === value}>
          <input
            type="radio"
            name={name}
            className="visually-hidden"
            checked={currency.type === value}
            onChange={() => onChange(currency.type)}
          />
          {currency.label}
        </label>
      ))}
    </fieldset>
  )
}
