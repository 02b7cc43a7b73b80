// The published rules of leveraged contracts (ARCHITECTURE.md section 5), in exact integer arithmetic: money in
// USDT minor units (1e-6), prices as integer counts of 10^-precision of the product (entry, mark and trigger
// prices of one position share the product's precision). The server settles with these functions and the
// client shows, before an order, the same figures. Rounding favours the house by less than one minor unit.
//
// margin M = hand x hand_price; notional N = M x L; open fee = N x hand_fee% (rounded up), on top of M.
// PnL at mark m = N (m - E) / E for long, N (E - m) / E for short (rounded toward minus infinity).
// Forced close when M + PnL <= r x q x m, q = N / E: for long exactly when m <= E(1 - 1/L)/(1 - r), for short
// when m >= E(1 + 1/L)/(1 + r). A close pays max(0, M + PnL); the part of a loss beyond M (a gap through the
// bankruptcy price E(1 -/+ 1/L)) is the insurance account's.
import { divide } from './decimal'
import { parsePercent, percentOf } from './percent'

/** 0 long (gains when the price rises), 1 short (gains when it falls). */
export type ContractSide = 0 | 1

/** The leverage choices of the order form; a product may cap them lower (ContractProductInfo.max_leverage). */
export const leverages = [25, 50, 75, 100] as const
export type Leverage = (typeof leverages)[number]
export const defaultLeverage: Leverage = 100

/** The most lots one order may hold (the server refuses more). */
export const maxLots = 1_000_000

/** Shares of a position a partial close may close, percent. */
export const closeShares = [25, 50, 75, 100] as const
export type CloseShare = (typeof closeShares)[number]

/** The leverages a product with maximum `max` offers. */
export function offeredLeverages(max: number): Leverage[] {
  return leverages.filter((l) => l <= max)
}

export interface OrderCost {
  margin: bigint
  notional: bigint
  fee: bigint
  /** margin + fee: what the order takes from the available balance (frozen while a limit order waits). */
  total: bigint
}

/** What an order of `hand` lots costs: hand_price in USDT minor units, hand_fee a percent of the notional. */
export function orderCost(hand: number, handPrice: bigint, leverage: number, feePercent: string): OrderCost {
  const margin = BigInt(hand) * handPrice
  const notional = margin * BigInt(leverage)
  const fee = percentOf(notional, feePercent, 'up')
  return { margin, notional, fee, total: margin + fee }
}

function maintenance(percent: string): { num: bigint; den: bigint } {
  const r = parsePercent(percent)
  if (!r || r.num >= r.den) throw new Error(`Not a maintenance rate: ${percent}`)
  return r
}

/**
 * The liquidation price of a position opened at `entry` (price units): long floor(E(1 - 1/L)/(1 - r)), short
 * ceil(E(1 + 1/L)/(1 + r)). A tick at or through it (long at or below, short at or above) forces the close; on
 * the product's price grid this is exactly the condition M + PnL <= r x q x m.
 */
export function liquidationPrice(side: ContractSide, entry: bigint, leverage: number, maintenancePercent: string) {
  const { num, den } = maintenance(maintenancePercent)
  const l = BigInt(leverage)
  if (side === 0) return divide(entry * (l - 1n) * den, l * (den - num), 'down')
  return divide(entry * (l + 1n) * den, l * (den + num), 'up')
}

/** The bankruptcy price (where M + PnL = 0): long E(1 - 1/L) rounded up, short E(1 + 1/L) rounded down. */
export function bankruptcyPrice(side: ContractSide, entry: bigint, leverage: number): bigint {
  const l = BigInt(leverage)
  return side === 0 ? divide(entry * (l - 1n), l, 'up') : divide(entry * (l + 1n), l, 'down')
}

/** Profit (positive) or loss (negative) in USDT minor units at `mark`, rounded toward minus infinity. */
export function positionPnl(side: ContractSide, notional: bigint, entry: bigint, mark: bigint): bigint {
  const n = notional * (side === 0 ? mark - entry : entry - mark)
  return n >= 0n ? n / entry : -divide(-n, entry, 'up')
}

export interface Settlement {
  pnl: bigint
  /** What the user receives back: max(0, margin + pnl). */
  payout: bigint
  /** The loss beyond the margin, paid by the insurance account (0 unless the close gapped past bankruptcy). */
  gap: bigint
}

export function settle(side: ContractSide, margin: bigint, notional: bigint, entry: bigint, mark: bigint): Settlement {
  const pnl = positionPnl(side, notional, entry, mark)
  const value = margin + pnl
  return value >= 0n ? { pnl, payout: value, gap: 0n } : { pnl, payout: 0n, gap: -value }
}

/** A tick at `mark` liquidates a position with liquidation price `liq`. */
export function liquidates(side: ContractSide, liq: bigint, mark: bigint): boolean {
  return side === 0 ? mark <= liq : mark >= liq
}

/** A take-profit at `price` triggers: long at or above, short at or below. */
export function takeProfitHit(side: ContractSide, price: bigint, mark: bigint): boolean {
  return side === 0 ? mark >= price : mark <= price
}

/** A stop-loss at `price` triggers: long at or below, short at or above. */
export function stopLossHit(side: ContractSide, price: bigint, mark: bigint): boolean {
  return side === 0 ? mark <= price : mark >= price
}

/** A pending limit order at `limit` fills when the mark reaches it: long at or below, short at or above. */
export function limitReached(side: ContractSide, limit: bigint, mark: bigint): boolean {
  return side === 0 ? mark <= limit : mark >= limit
}

export type StopsProblem = 'stop_win_invalid' | 'stop_loss_invalid' | 'stop_loss_beyond_liquidation'

/**
 * Validates take-profit and stop-loss (null = not set) against the reference price (the current mark of an open
 * position or of a market order, the limit price of a limit order) and the liquidation price: a long takes
 * profit above and stops loss below the reference, a short the other way round, and a stop-loss must trigger
 * before the liquidation does.
 */
export function stopsProblem(
  side: ContractSide,
  reference: bigint,
  liq: bigint,
  stopWin: bigint | null,
  stopLoss: bigint | null,
): StopsProblem | null {
  const sign = side === 0 ? 1n : -1n
  if (stopWin !== null && sign * (stopWin - reference) <= 0n) return 'stop_win_invalid'
  if (stopLoss !== null) {
    if (sign * (reference - stopLoss) <= 0n) return 'stop_loss_invalid'
    if (sign * (stopLoss - liq) <= 0n) return 'stop_loss_beyond_liquidation'
  }
  return null
}

/** The part of a position a partial close of `share` percent takes: margin and notional in proportion. */
export function closedPart(margin: bigint, leverage: number, share: CloseShare): { margin: bigint; notional: bigint } {
  const part = share === 100 ? margin : (margin * BigInt(share)) / 100n
  return { margin: part, notional: part * BigInt(leverage) }
}
