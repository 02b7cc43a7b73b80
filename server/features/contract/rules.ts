// The server's share of the contract rules: which prices the engine watches and what a sequence of ticks decides
// for one order. The figures themselves (cost, liquidation, settlement) are the API contract's
// (contract/rules/contract.ts).

import type { CloseReason } from '../../../contract/contract-trading'
import {
  type ContractSide,
  limitReached,
  liquidates,
  stopLossHit,
  takeProfitHit,
} from '../../../contract/rules/contract'
import type { ContractOrderRow } from '../../db/schema'

export interface TickAt {
  t: number
  price: number
}

export interface Triggers {
  /** A tick at or below it decides the order. */
  low: number | null
  /** A tick at or above it decides the order. */
  high: number | null
}

/**
 * What the engine watches: a pending long fills at or below its limit, a pending short at or above; an open long
 * closes at or below its stop-loss (else its liquidation price) or at or above its take-profit, a short the other
 * way round. A stop-loss always lies before the liquidation price (validated), so it covers both.
 */
export function triggersOf(
  side: ContractSide,
  status: 0 | 1,
  price: number,
  liq: number,
  stopWin: number | null,
  stopLoss: number | null,
): Triggers {
  if (status === 0) return side === 0 ? { low: price, high: null } : { low: null, high: price }
  return side === 0 ? { low: stopLoss ?? liq, high: stopWin } : { low: stopWin, high: stopLoss ?? liq }
}

/** Why a tick at `mark` closes an open position: liquidation first, else stop-loss, else take-profit. */
export function closeReasonAt(order: ContractOrderRow, mark: number): CloseReason | null {
  const side = order.side
  const m = BigInt(mark)
  if (liquidates(side, BigInt(order.liq_price), m)) return 'liquidation'
  if (order.stop_loss !== null && stopLossHit(side, BigInt(order.stop_loss), m)) return 'stop_loss'
  if (order.stop_win !== null && takeProfitHit(side, BigInt(order.stop_win), m)) return 'take_profit'
  return null
}

export interface Decision {
  /** The tick that filled a pending order (it opens at its limit price). */
  fill: TickAt | null
  close: { tick: TickAt; reason: CloseReason } | null
}

/**
 * What `ticks` (in time order) decide for a pending or open order: only ticks after its watch_t count; a tick
 * that fills a limit order is also the first that may close the new position.
 */
export function decideOn(order: ContractOrderRow, ticks: readonly TickAt[]): Decision | null {
  let fill: TickAt | null = null
  for (const tick of ticks) {
    if (tick.t <= order.watch_t) continue
    if (order.status === 0 && fill === null) {
      if (!limitReached(order.side, BigInt(order.price), BigInt(tick.price))) continue
      fill = tick
    }
    const reason = closeReasonAt(order, tick.price)
    if (reason) return { fill, close: { tick, reason } }
  }
  return fill ? { fill, close: null } : null
}
