import type { ContractHistoryEntry } from '@contract/contract-trading'
import type { TradeTick } from '@contract/trading'
import { contractClaimOf } from '@contract/verify/contract'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { cardOfContract, ShareCardButton } from '@/features/statement'
import { VerifyButton } from '@/features/verify'
import { decimalsOf } from '@/shared/lib/decimal'
import { formatDateTime } from '@/shared/lib/format'
import { Amount } from '@/shared/ui/Amount'
import { closeReasonLabels, priceTypeLabels, statusLabels } from '../labels'
import { styles } from '../styles'
import { Figure, OrderHead, OrderPrice, Profit } from './PositionRow'

function Time({ value }: { value: string | null }) {
  const { i18n } = useLinguiCore()
  return value === null ? <>—</> : <time dateTime={value}>{formatDateTime(value, i18n.locale)}</time>
}

/** A recorded tick: its price and time, so the user can check the outcome against the feed. */
export function Tick({ tick }: { tick: TradeTick | null }) {
  const { i18n } = useLinguiCore()
  if (tick === null) return <>—</>
  return (
    <>
      <OrderPrice value={tick.price} /> ·{' '}
      <time dateTime={new Date(tick.t).toISOString()}>{formatDateTime(tick.t, i18n.locale)}</time>
    </>
  )
}

/**
 * A card of /contract_history: every field of the spec, the leverage, the close reason and the deciding ticks; a
 * closed position has "Verify" (its check against the signed prices).
 */
export function HistoryCard({ order }: { order: ContractHistoryEntry }) {
  const { _ } = useLinguiCore()
  // A limit order cancelled before it filled never bought or sold: its price is the limit, its times are when
  // it was placed and cancelled.
  const opened = order.opentime !== null
  const claim = contractClaimOf(order)
  return (
    <li className={styles.order} data-testid={`history-${order.oid}`}>
      <OrderHead order={order}>
        <span className={styles.status} data-status={order.status}>
          {_(statusLabels[order.status])}
          {order.close_reason ? ` · ${_(closeReasonLabels[order.close_reason])}` : ''}
        </span>
      </OrderHead>
      <dl className={styles.orderFigures}>
        <Figure label={<Trans>Margin</Trans>}>
          <Amount value={order.num} minDecimals={2} maxDecimals={6} />
        </Figure>
        <Figure label={<Trans>Profit</Trans>} testId={`history-profit-${order.oid}`}>
          {order.is_win === 0 ? '—' : <Profit value={order.profit} tone={order.is_win === 1 ? 1 : -1} />}
        </Figure>
        <Figure label={opened ? <Trans>Buy price</Trans> : <Trans>Limit price</Trans>}>
          <OrderPrice value={order.buyprice} />
        </Figure>
        {opened ? (
          <Figure label={<Trans>Sell price</Trans>}>
            <OrderPrice value={order.sellprice} />
          </Figure>
        ) : null}
        <Figure label={<Trans>Lots</Trans>}>
          <Amount value={order.hand} maxDecimals={4} />
        </Figure>
        <Figure label={<Trans>Order type</Trans>}>{_(priceTypeLabels[order.price_type])}</Figure>
        <Figure label={<Trans>Take-profit</Trans>}>
          <OrderPrice value={order.stop_win} />
        </Figure>
        <Figure label={<Trans>Stop-loss</Trans>}>
          <OrderPrice value={order.stop_loss} />
        </Figure>
        <Figure label={<Trans>Fee</Trans>}>
          <Amount value={order.fee} minDecimals={2} maxDecimals={6} />
        </Figure>
        <Figure label={<Trans>Notional</Trans>}>
          <Amount value={order.notional} minDecimals={2} maxDecimals={6} />
        </Figure>
        <Figure label={opened ? <Trans>Buy time</Trans> : <Trans>Order time</Trans>}>
          <Time value={order.opentime ?? order.addtime} />
        </Figure>
        <Figure label={opened ? <Trans>Sell time</Trans> : <Trans>Cancel time</Trans>}>
          <Time value={order.closetime} />
        </Figure>
        <div className={styles.ticks}>
          <dt>
            <Trans>Opening tick</Trans>
          </dt>
          <dd data-testid={`open-tick-${order.oid}`}>
            <Tick tick={order.open_tick} />
          </dd>
        </div>
        <div className={styles.ticks}>
          <dt>
            <Trans>Closing tick</Trans>
          </dt>
          <dd data-testid={`close-tick-${order.oid}`}>
            <Tick tick={order.close_tick} />
          </dd>
        </div>
      </dl>
      <ShareCardButton card={cardOfContract(order)} />
      {claim ? (
        <VerifyButton
          claim={{ kind: 'contract', claim }}
          precision={decimalsOf(order.buyprice)}
          reasonLabel={(reason) => _(closeReasonLabels[reason])}
        />
      ) : null}
    </li>
  )
}
