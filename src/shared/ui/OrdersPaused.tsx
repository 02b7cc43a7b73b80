import type { MarketStatus } from '@contract/market'
import { Trans } from '@lingui/react/macro'
import { isTradable } from '@/shared/lib/market-status'
import styles from './StatusBadge.module.css'

interface OrdersPausedProps {
  status: MarketStatus | undefined
  /** For the disabled order buttons' aria-describedby. */
  id: string
  className?: string
}

/** Next to the disabled order buttons: why no order is taken now (the product is delayed or closed). */
export function OrdersPaused({ status, id, className }: OrdersPausedProps) {
  if (isTradable(status)) return null
  return (
    <p id={id} className={`${styles.paused} ${className ?? ''}`} data-testid="orders-paused">
      {status === 'closed' ? (
        <Trans>This market is closed, so orders are paused until it reopens.</Trans>
      ) : (
        <Trans>Prices for this market are delayed, so orders are paused until they are live again.</Trans>
      )}
    </p>
  )
}
