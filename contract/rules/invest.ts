// The published rules of staking ("miner") and earn (ARCHITECTURE.md section 5), on USDT minor units (1e-6)
// and UTC day numbers (days since 1970-01-01). The server credits, cancels and pays with these functions and
// the client shows the same figures before a subscription.
import { divide } from './decimal'
import { parsePercent, percentOf } from './percent'

export const DAY_MS = 86_400_000

/** The UTC day number of an instant. */
export function dayOf(ms: number): number {
  return Math.floor(ms / DAY_MS)
}

/** A day number as YYYY-MM-DD. */
export function dayText(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

/** One day's staking credit: amount x profit% (percent per day), rounded down. */
export function minerDaily(amount: bigint, profitPercent: string): bigint {
  return percentOf(amount, profitPercent, 'down')
}

/** Staking subscribed on day d: credits for days d+1 .. d+days, principal back at 00:00 of day d+days+1. */
export function minerTerm(subscribedDay: number, days: number): { startDay: number; endDay: number } {
  return { startDay: subscribedDay + 1, endDay: subscribedDay + days + 1 }
}

/** Whole days from `nowMs` to the order's end (00:00 UTC of endDay), never below zero. */
export function daysLeft(endDay: number, nowMs: number): number {
  return Math.max(0, Math.floor((endDay * DAY_MS - nowMs) / DAY_MS))
}

/**
 * Early cancel: penalty = amount x cancel_cost x d / 100, rounded up (the house's favour) and never more than
 * the amount; the rest returns. Profit already credited is kept.
 */
export function minerCancelQuote(
  amount: bigint,
  cancelCostPercent: string,
  endDay: number,
  nowMs: number,
): { daysLeft: number; penalty: bigint; refund: bigint } {
  const d = daysLeft(endDay, nowMs)
  const cost = parsePercent(cancelCostPercent)
  if (!cost) throw new Error(`Not a percent: ${cancelCostPercent}`)
  const raw = divide(amount * cost.num * BigInt(d), cost.den, 'up')
  const penalty = raw > amount ? amount : raw
  return { daysLeft: d, penalty, refund: amount - penalty }
}

/** Earn subscribed on day d: interest from d+1 for `cycle` days, paid at 00:00 of day d+1+cycle. */
export function earnTerm(subscribedDay: number, cycle: number): { startDay: number; endDay: number } {
  return { startDay: subscribedDay + 1, endDay: subscribedDay + 1 + cycle }
}

/** Earn reward: amount x ror/100 x cycle/365 (ror an annual percent), rounded down to the minor unit. */
export function earnReward(amount: bigint, rorPercent: string, cycle: number): bigint {
  const ror = parsePercent(rorPercent)
  if (!ror) throw new Error(`Not a percent: ${rorPercent}`)
  return divide(amount * ror.num * BigInt(cycle), ror.den * 365n, 'down')
}
