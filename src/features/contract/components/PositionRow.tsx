import type { ContractOrder } from '@contract/contract-trading'
import { useLingui as useLinguiCore } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { decimalsOf, signOf } from '@/shared/lib/decimal'
import { Amount } from '@/shared/ui/Amount'
import { Price, trendOf } from '@/shared/ui/Price'
import { sideLabels } from '../labels'
import { calculateRoe, liquidationDistance } from '../model'
import { styles } from '../styles'

/** A price at its own precision, or a dash when the API sends '' (no trigger set). */
export function OrderPrice({ value }: { value: string }) {
  return value === '' ? <>—</> : <Price value={value} precision={decimalsOf(value)} />
}

interface ProfitProps {
  value: string
  tone?: -1 | 0 | 1
  /** The unit after the number ("USDT" for money, "%" for a return). */
  unit?: string
}

/** A signed USDT result: green with a plus, red with a minus (the tone may come from elsewhere, e.g. is_win). */
export function Profit({ value, tone = signOf(value), unit }: ProfitProps) {
  const decimals = unit === '%' ? { decimals: 2 } : { minDecimals: 2, maxDecimals: 6 }
  const text = <Amount value={value.replace(/^[+-]/, '')} {...decimals} unit={unit} />
  return (
    <span className={styles.profit} data-tone={tone} data-trend={trendOf(tone > 0 ? 0 : tone < 0 ? 1 : undefined)}>
      {tone > 0 ? '+' : tone < 0 ? '−' : ''}
      {text}
    </span>
  )
}

export function Figure({ label, children, testId }: { label: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  )
}

export function OrderHead({ order, children }: { order: ContractOrder; children?: ReactNode }) {
  const { _ } = useLinguiCore()
  return (
    <div className={styles.orderHead}>
      {order.logo ? <img className={styles.logo} src={order.logo} alt="" /> : null}
      <strong>{order.pname}</strong>
      <span className={styles.sideTag} data-side={order.type} data-trend={trendOf(order.type)}>
        {_(sideLabels[order.type])} {order.level}X
      </span>
      {children}
    </div>
  )
}

interface PositionRowProps {
  order: ContractOrder
  onClose: (order: ContractOrder) => void
  onEditStops: (order: ContractOrder) => void
}

/** PnL in USDT and ROE (PnL over margin) of a position or of the share of it being closed. */
export function PnlFigures({ profit, roe, testId }: { profit: string; roe: string | null; testId: string }) {
  return (
    <>
      <Figure label={<Trans>PnL</Trans>} testId={`${testId}-pnl`}>
        <Profit value={profit} unit="USDT" />
      </Figure>
      <Figure label={<Trans>ROE</Trans>} testId={`${testId}-roe`}>
        {roe === null ? '—' : <Profit value={roe} unit="%" />}
      </Figure>
    </>
  )
}

/** An open position with its profit at the mark, its triggers and how far the mark is from liquidation. */
export function PositionRow({ order, onClose, onEditStops }: PositionRowProps) {
  const distance = liquidationDistance(order)
  return (
    <li className={styles.order} data-testid={`position-${order.oid}`}>
      <OrderHead order={order}>
        <span className={styles.status}>
          <Profit value={order.profit} unit="USDT" />
        </span>
      </OrderHead>
      <dl className={styles.orderFigures}>
        <PnlFigures
          profit={order.profit}
          roe={calculateRoe(order.profit, order.num)}
          testId={`position-${order.oid}`}
        />
        <Figure label={<Trans>Lots</Trans>}>
          <Amount value={order.hand} maxDecimals={4} />
        </Figure>
        <Figure label={<Trans>Margin</Trans>}>
          <Amount value={order.num} minDecimals={2} maxDecimals={6} />
        </Figure>
        <Figure label={<Trans>Entry price</Trans>}>
          <OrderPrice value={order.buyprice} />
        </Figure>
        <Figure label={<Trans>Mark price</Trans>} testId={`position-${order.oid}-mark`}>
          <OrderPrice value={order.price} />
        </Figure>
        <Figure label={<Trans>Take-profit</Trans>}>
          <OrderPrice value={order.stop_win} />
        </Figure>
        <Figure label={<Trans>Stop-loss</Trans>}>
          <OrderPrice value={order.stop_loss} />
        </Figure>
        <Figure label={<Trans>Liq. price</Trans>}>
          <OrderPrice value={order.liq_price} />
        </Figure>
        <Figure label={<Trans>Distance to liquidation</Trans>} testId={`liq-distance-${order.oid}`}>
          {distance === null ? '—' : <Amount value={distance} decimals={2} unit="%" />}
        </Figure>
      </dl>
      <div className={styles.rowActions}>
        <button type="button" onClick={() => onEditStops(order)}>
          <Trans>TP/SL</Trans>
        </button>
        <button type="button" onClick={() => onClose(order)}>
          <Trans>Close</Trans>
        </button>
      </div>
    </li>
  )
}

/** A pending limit order: its price, the mark, and the margin and fee it holds. */
export function PendingRow({ order, onCancel }: { order: ContractOrder; onCancel: (order: ContractOrder) => void }) {
  return (
    <li className={styles.order} data-testid={`pending-${order.oid}`}>
      <OrderHead order={order}>
        <button type="button" className={styles.cancel} onClick={() => onCancel(order)}>
          <Trans>Cancel</Trans>
        </button>
      </OrderHead>
      <dl className={styles.orderFigures}>
        <Figure label={<Trans>Limit price</Trans>}>
          <OrderPrice value={order.buyprice} />
        </Figure>
        <Figure label={<Trans>Current price</Trans>}>
          <OrderPrice value={order.price} />
        </Figure>
        <Figure label={<Trans>Lots</Trans>}>
          <Amount value={order.hand} maxDecimals={4} />
        </Figure>
        <Figure label={<Trans>Margin frozen</Trans>}>
          <Amount value={order.num} minDecimals={2} maxDecimals={6} />
        </Figure>
        <Figure label={<Trans>Fee frozen</Trans>}>
          <Amount value={order.fee} minDecimals={2} maxDecimals={6} />
        </Figure>
        <Figure label={<Trans>Liq. price</Trans>}>
          <OrderPrice value={order.liq_price} />
        </Figure>
      </dl>
    </li>
  )
}
