// The published rules of a contract position's outcome (ARCHITECTURE.md section 5), written once for the engine
// that decides (server/features/contract/engine.ts, settlement.ts) and the check anyone can run
// (contract/verify/contract.ts): which tick fills a pending limit order, which tick closes an open position and
// why (liquidation first, else stop-loss, else take-profit; only ticks after the one the triggers were last set
// against count), and what a close pays. Prices are integer units of the product's precision, money USDT minor
// units; the figures themselves (liquidation price, PnL, settlement) are contract.ts's.
import type { CloseReason } from '../contract-trading'
import {
  type ContractSide,
  limitReached,
  liquidates,
  type Settlement,
  settle,
  stopLossHit,
  takeProfitHit,
} from './contract'

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

/** What the rules read of an order: its side, state, price (limit or entry), liquidation price and stops. */
export interface WatchedOrder {
  side: ContractSide
  /** 0 pending, 1 open (other states are decided). */
  status: number
  /** The limit price (pending) or the entry price (open). */
  price: number
  liq_price: number
  stop_win: number | null
  stop_loss: number | null
  /** Only ticks after it count (placement, fill, or the last change of the stops). */
  watch_t: number
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
export function closeReasonAt(
  order: Pick<WatchedOrder, 'side' | 'liq_price' | 'stop_win' | 'stop_loss'>,
  mark: number,
): CloseReason | null {
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
export function decideOn(order: WatchedOrder, ticks: readonly TickAt[]): Decision | null {
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

/** Take-profit and stop-loss set on an order, in force for the ticks after `from_t` (until the next ones). */
export interface StopsFrom {
  from_t: number
  stop_win: number | null
  stop_loss: number | null
}

/**
 * The whole life of a position from the recorded ticks, by the rules the engine applies tick by tick: a limit
 * order that waited fills on the first tick after placement at or through its limit (and that tick may close it
 * too); then the first tick after the opening (or the fill tick itself) that liquidates or reaches the stops in
 * force at that tick (the last of `stops`, in order of setting, whose from_t lies before it) closes it.
 * `stops` is never empty: its first entry is the placement's.
 */
export function positionDecision(
  order: { side: ContractSide; waited: boolean; price: number; liq_price: number; placed_t: number; open_t: number },
  stops: readonly StopsFrom[],
  ticks: readonly TickAt[],
): Decision {
  let fill: TickAt | null = null
  let k = 0
  if (order.waited) {
    for (; k < ticks.length; k++) {
      const tick = ticks[k] as TickAt
      if (tick.t > order.placed_t && limitReached(order.side, BigInt(order.price), BigInt(tick.price))) break
    }
    fill = ticks[k] ?? null
    if (!fill) return { fill: null, close: null }
  } else {
    while (k < ticks.length && (ticks[k] as TickAt).t <= order.open_t) k++
  }
  for (; k < ticks.length; k++) {
    const tick = ticks[k] as TickAt
    let inForce = stops[0]
    for (const s of stops) if (s.from_t < tick.t) inForce = s
    const reason = closeReasonAt(
      {
        side: order.side,
        liq_price: order.liq_price,
        stop_win: inForce?.stop_win ?? null,
        stop_loss: inForce?.stop_loss ?? null,
      },
      tick.price,
    )
    if (reason) return { fill, close: { tick, reason } }
  }
  return { fill, close: null }
}

/** What closing (a part of) a position at `mark` pays: PnL, the margin returned and the insurance's gap. */
export function closeSettlement(
  o: { side: ContractSide; margin: bigint; notional: bigint; price: number },
  mark: number,
): Settlement {
  return settle(o.side, o.margin, o.notional, BigInt(o.price), BigInt(mark))
}
