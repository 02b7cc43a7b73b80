import type { Asset } from '@contract/api'
import { useLingui } from '@lingui/react'
import { formatNumber, moneyDecimals, type NumberOptions } from '@/shared/lib/format'

interface AmountProps extends Omit<NumberOptions, 'locale'> {
  value: string | number
  /** Money of this asset: its one format (moneyDecimals) and the asset as the unit. */
  asset?: Asset
  unit?: string
  className?: string
  /** A gain or a loss: adds ▲ or ▼ beside its colour when the user asked for shapes (theme.css). */
  trend?: 'up' | 'down'
}

/**
 * The one output for amounts, prices and balances: Intl-formatted in the active language, tabular digits, and
 * never broken between the number and its unit.
 */
export function Amount({ value, asset, unit = asset, className, trend, ...options }: AmountProps) {
  const { i18n } = useLingui()
  const text = formatNumber(value, { ...(asset ? moneyDecimals(asset) : {}), ...options, locale: i18n.locale })
  return (
    <span className={className} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }} data-trend={trend}>
      {text}
      {unit ? ` ${unit}` : null}
    </span>
  )
}
