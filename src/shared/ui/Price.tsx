// Market number outputs built on the shared Intl formatters: a price at its product's precision, a signed
// percent, a compact volume, and the coloured 24-hour change pill. Direction follows the API's `type`.
import { useLingui } from '@lingui/react'
import { formatCompact, formatNumber, formatPercent } from '@/shared/lib/format'
import styles from './Price.module.css'

/** 0 up, 1 down, 2 flat (the API's PriceDirection). */
export type Direction = 0 | 1 | 2

const toneClass: Record<Direction, string | undefined> = { 0: styles.up, 1: styles.down, 2: styles.flat }

/** The data-trend that adds ▲ or ▼ beside the colour when the user asked for shapes (theme.css). */
export function trendOf(direction: number | undefined): 'up' | 'down' | undefined {
  if (direction === 0) return 'up'
  return direction === 1 ? 'down' : undefined
}

interface PriceProps {
  value: string | number
  precision: number
  direction?: Direction
  /** Marks the direction with ▲ or ▼ too, when the user asked for shapes (a price tick, the last price). */
  shape?: boolean
  className?: string
}

/** A price with exactly `precision` decimals, coloured when a direction is given. */
export function Price({ value, precision, direction, shape = false, className }: PriceProps) {
  const { i18n } = useLingui()
  const tone = direction === undefined ? '' : toneClass[direction]
  return (
    <span
      className={`${styles.number} ${tone ?? ''} ${className ?? ''}`}
      data-trend={shape ? trendOf(direction) : undefined}
    >
      {formatNumber(value, { decimals: precision, locale: i18n.locale })}
    </span>
  )
}

interface PercentProps {
  /** Percent as the API sends it: "2.35" means +2.35 %. */
  value: string | number
  direction?: Direction
  className?: string
}

export function Percent({ value, direction, className }: PercentProps) {
  const { i18n } = useLingui()
  const number = Number(value)
  const tone = direction === undefined ? '' : toneClass[direction]
  const text = Number.isFinite(number) ? formatPercent(number, { locale: i18n.locale }) : String(value)
  return (
    <span className={`${styles.number} ${tone ?? ''} ${className ?? ''}`} data-trend={trendOf(direction)}>
      {text}
    </span>
  )
}

/** The 24-hour change as a filled pill: green up, red down, grey flat. */
export function ChangePill({ value, direction }: { value: string; direction: Direction }) {
  return (
    <span
      className={`${styles.pill} ${styles[`pill${direction}`] ?? ''}`}
      data-direction={direction}
      data-trend={trendOf(direction)}
    >
      <Percent value={value} />
    </span>
  )
}

export function Volume({ value, className }: { value: string | number; className?: string }) {
  const { i18n } = useLingui()
  return <span className={`${styles.number} ${className ?? ''}`}>{formatCompact(value, i18n.locale)}</span>
}
