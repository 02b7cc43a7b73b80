import { useLingui } from '@lingui/react'
import { formatNumber, type NumberOptions } from '@/shared/lib/format'

interface AmountProps extends Omit<NumberOptions, 'locale'> {
  value: string | number
  unit?: string
  className?: string
}

/** The one output for amounts, prices and balances: Intl-formatted in the active language, tabular digits. */
export function Amount({ value, unit, className, ...options }: AmountProps) {
  const { i18n } = useLingui()
  const text = formatNumber(value, { ...options, locale: i18n.locale })
  return (
    <span className={className} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {text}
      {unit ? ` ${unit}` : null}
    </span>
  )
}
