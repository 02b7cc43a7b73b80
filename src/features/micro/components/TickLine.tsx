import type { TradeTick } from '@contract/trading'
import { useLingui } from '@lingui/react'
import { decimalsOf } from '@/shared/lib/decimal'
import { Price } from '@/shared/ui/Price'
import styles from './TickLine.module.css'

const tickFormats = new Map<string, Intl.DateTimeFormat>()

/** A tick time to the millisecond, so it can be matched against the recorded ticks. */
export function formatTickTime(t: number, locale: string): string {
  let format = tickFormats.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      fractionalSecondDigits: 3,
      hourCycle: 'h23',
      calendar: 'gregory',
    })
    tickFormats.set(locale, format)
  }
  return format.format(new Date(t))
}

/** One recorded tick: its label, price (at the product's precision) and time. */
export function TickLine({ label, tick }: { label: string; tick: TradeTick }) {
  const { i18n } = useLingui()
  return (
    <div className={styles.tick}>
      <dt>{label}</dt>
      <dd>
        <Price value={tick.price} precision={decimalsOf(tick.price)} />
        <time dateTime={new Date(tick.t).toISOString()}>{formatTickTime(tick.t, i18n.locale)}</time>
      </dd>
    </div>
  )
}
