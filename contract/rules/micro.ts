// The published rule of timed ("micro") orders (ARCHITECTURE.md section 5), on USDT minor units (1e-6). The
// server's settlement SQL applies the same outcome rule, and its property test checks every stored settlement.
import type { MicroDirection, MicroOutcome } from '../trading'
import { percentOf } from './percent'

/** Up wins above the entry price, down wins below, an equal price is a tie (stake refunded). */
export function microOutcome(type: MicroDirection, entryPrice: number, settlePrice: number): MicroOutcome {
  if (settlePrice === entryPrice) return 0
  return (type === 0) === settlePrice > entryPrice ? 1 : 2
}

/** A win pays stake x rate% on top of the stake, rounded down (the house's favour: never more than exact). */
export function winPayout(stake: bigint, ratePercent: string): bigint {
  return percentOf(stake, ratePercent, 'down')
}

/** The fee: micro_fee% of the stake, rounded up (the house's favour), charged on top of the stake. */
export function microFee(stake: bigint, feePercent: string): bigint {
  return percentOf(stake, feePercent, 'up')
}

/** Profit or loss of a settled order (fee excluded). */
export function microPloss(outcome: MicroOutcome, stake: bigint, payout: bigint): bigint {
  if (outcome === 1) return payout
  if (outcome === 2) return -stake
  return 0n
}
