import type { MarketStatus } from '@contract/market'
import { useLingui } from '@lingui/react/macro'
import { formatTimeOfDay } from '@/shared/lib/format'
import { useTimeZone } from '@/shared/lib/time-zone'
import styles from './StatusBadge.module.css'

interface StatusBadgeProps {
  status: MarketStatus | undefined
  /** The last tick's time, epoch ms (0 or absent: none yet). */
  t: number | undefined
  /** Mark a venue's current prices as live (screen headers, and market rows of venue products). */
  showLive?: boolean
  /** The venue of live prices ("Binance"), named beside the Live mark. */
  source?: string | undefined
}

/**
 * "Delayed" or "Market closed" with the last tick's time, or "Live" (headers); nothing for simulated prices, whose
 * demo nature is said once on the login screen. Screen readers hear one sentence instead of the short label.
 */
export function StatusBadge({ status, t: tickT, showLive = false, source }: StatusBadgeProps) {
  const { t, i18n } = useLingui()
  const timeZone = useTimeZone()
  if (status === 'live' && showLive) {
    const label = source
      ? t({ message: `Live · ${source}`, context: 'market status: real prices, current, from a venue' })
      : t({ message: 'Live', context: 'market status: real prices, current' })
    return (
      <span className={styles.badge} data-status="live" data-testid="market-status">
        <span aria-hidden="true">{label}</span>
        <span className="visually-hidden">{source ? t`Live prices from ${source}` : t`Live prices`}</span>
      </span>
    )
  }
  if (status !== 'delayed' && status !== 'closed') return null
  const time = tickT ? formatTimeOfDay(tickT, i18n.locale, timeZone) : null
  const label =
    status === 'delayed' ? t({ message: 'Delayed', context: 'market status: prices not current' }) : t`Market closed`
  let spoken: string
  if (status === 'delayed') spoken = time === null ? t`Prices delayed` : t`Prices delayed, last price at ${time}`
  else spoken = time === null ? t`Market closed` : t`Market closed, last price at ${time}`
  return (
    <span className={styles.badge} data-status={status} data-testid="market-status">
      <span aria-hidden="true">
        {label}
        {time === null ? null : <time dateTime={new Date(tickT ?? 0).toISOString()}> · {time}</time>}
      </span>
      <span className="visually-hidden">{spoken}</span>
    </span>
  )
}

/**
 * The badge in a screen header, in a live region so that a change of status is announced. Prices from a saved
 * snapshot (`saved`: a repeat start before the server has answered, or offline) are never called live: they are the
 * last prices known, shown as delayed with their time until a fresh answer says otherwise.
 */
export function HeaderStatusBadge({
  className,
  saved = false,
  status,
  ...props
}: Omit<StatusBadgeProps, 'showLive'> & { className?: string; saved?: boolean }) {
  return (
    <span role="status" className={`${styles.region} ${className ?? ''}`}>
      <StatusBadge {...props} status={saved && status === 'live' ? 'delayed' : status} showLive />
    </span>
  )
}
