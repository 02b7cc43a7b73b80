// Timed ("micro") orders: the order dialog's checks and figures, pure. Fee and payout are the API contract's
// rules (contract/rules/micro.ts), the ones the server charges: the fee rounds down to 1e-6 USDT, the payout up.
import type { MicroContract } from '@contract/market'
import { formatDecimal, parseDecimal } from '@contract/rules/decimal'
import { microFee, winPayout } from '@contract/rules/micro'
import { parsePercent } from '@contract/rules/percent'
import { maxMicroStake, type SizeShare, shareOf } from '@contract/rules/sizing'
import type { MicroDirection } from '@contract/trading'
import { compareDecimal, decimalsOf, isDecimal, signOf, toUnits, USDT_SCALE } from '@/shared/lib/decimal'

/** The client minimum of a stake (spec section 9); the duration's own minimum may be higher. */
export const MICRO_CLIENT_MIN = '1'

export type MicroAmountError = { kind: 'required' } | { kind: 'belowMinimum'; min: string }

/** Below the client minimum 1, empty or finer than 1e-6 USDT: 'required'; below the duration's minimum: 'belowMinimum'. */
export function validateStake(amount: string, duration: MicroContract | undefined): MicroAmountError | null {
  if (!isDecimal(amount) || decimalsOf(amount) > USDT_SCALE || compareDecimal(amount, MICRO_CLIENT_MIN) < 0) {
    return { kind: 'required' }
  }
  if (duration && isDecimal(duration.min) && compareDecimal(amount, duration.min) < 0) {
    return { kind: 'belowMinimum', min: duration.min }
  }
  return null
}

export interface MicroQuote {
  /** micro_fee% of the stake, rounded up to 1e-6 USDT; charged on top of the stake. */
  fee: string
  /** What a win pays on top of the stake: stake x rate%, rounded down to 1e-6 USDT. */
  profit: string
  /** Stake + fee: what leaves the available balance at placement. */
  total: string
}

/** The figures the dialog shows for a stake; null until the stake is a decimal of at most 6 places. */
export function calculateMicroQuote(amount: string, feePercent: string, ratePercent: string): MicroQuote | null {
  const stake = parseDecimal(amount, USDT_SCALE)
  if (stake === null || !parsePercent(feePercent) || !parsePercent(ratePercent)) return null
  const fee = microFee(stake, feePercent)
  const usdt = (units: bigint) => formatDecimal(units, USDT_SCALE)
  return { fee: usdt(fee), profit: usdt(winPayout(stake, ratePercent)), total: usdt(stake + fee) }
}

/**
 * The stake a size chip fills in: the largest stake whose stake plus fee `share` percent of the balance pays for
 * (rules/sizing.ts, checked against the server); null below the duration's minimum (and the client's 1 USDT).
 */
export function calculateMicroStake(
  balance: string | undefined,
  feePercent: string,
  duration: MicroContract | undefined,
  share: SizeShare,
): string | null {
  const budget = balance === undefined ? null : toUnits(balance, USDT_SCALE)
  const durationMin = duration ? toUnits(duration.min, USDT_SCALE, 'up') : null
  const clientMin = toUnits(MICRO_CLIENT_MIN, USDT_SCALE) ?? 0n
  if (budget === null || durationMin === null || !parsePercent(feePercent)) return null
  const minimum = durationMin > clientMin ? durationMin : clientMin
  const stake = maxMicroStake(shareOf(budget, share), feePercent, minimum)
  return stake === null ? null : formatDecimal(stake, USDT_SCALE, 0)
}

/** Whether the stake plus fee fits the balance (both decimal strings). */
export function fitsBalance(quote: MicroQuote | null, balance: string | undefined): boolean {
  return quote === null || balance === undefined || compareDecimal(quote.total, balance) <= 0
}

/**
 * What a settled order did to the balance: its profit or loss (fee excluded, as the API sends it) less the fee
 * charged at placement, which no outcome refunds; signed, 1e-6 USDT ("-20.000000" and "0.3" -> "-20.300000").
 */
export function microNet(ploss: string, fee: string): string | null {
  const magnitude = toUnits(ploss.replace(/^[+-]/, ''), USDT_SCALE)
  const charged = toUnits(fee, USDT_SCALE)
  if (magnitude === null || charged === null) return null
  const net = BigInt(signOf(ploss)) * magnitude - charged
  return formatDecimal(net, USDT_SCALE)
}

/** The result colour: a positive profit is green, anything else red (spec section 4). */
export function profitTone(ploss: string): 'up' | 'down' {
  return signOf(ploss) > 0 ? 'up' : 'down'
}

export const isMicroDirection = (value: number): value is MicroDirection => value === 0 || value === 1
