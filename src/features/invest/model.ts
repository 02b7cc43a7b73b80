// Pure figures of the invest screens, computed with the API contract's rules (contract/rules/invest.ts), the
// ones the server credits and pays with: what a subscription earns per day and over its term, and which
// amounts may be submitted.
import type { MinerOrder, MinerOrderStatus } from '@contract/invest'
import { formatDecimal, parseDecimal } from '@contract/rules/decimal'
import { earnReward, minerDaily } from '@contract/rules/invest'
import { compareDecimal, decimalsOf, isPositiveDecimal, USDT_SCALE } from '@/shared/lib/decimal'

/** A whole amount within the product's [min, max]. */
export function canBuyMiner(amount: string, product: { min: string; max: string }): boolean {
  return (
    parseDecimal(amount, 0) !== null &&
    compareDecimal(amount, product.min) >= 0 &&
    compareDecimal(amount, product.max) <= 0
  )
}

/** The estimated profit of a whole amount: amount x profit% per day (rounded down, as credited) and over the whole term. */
export function minerEstimate(amount: string, profit: string, days: number): { daily: string; total: string } | null {
  if (parseDecimal(amount, 0) === null) return null
  const units = parseDecimal(amount, USDT_SCALE) ?? 0n
  if (units === 0n) return null
  const daily = minerDaily(units, profit)
  return { daily: formatDecimal(daily, USDT_SCALE), total: formatDecimal(daily * BigInt(days), USDT_SCALE) }
}

export type MinerOrderTab = 'active' | 'completed' | 'cancelled'

/** Spec: 0 active, 1 completed, anything else cancelled. */
export function minerOrderTab(status: MinerOrderStatus): MinerOrderTab {
  if (status === 0) return 'active'
  return status === 1 ? 'completed' : 'cancelled'
}

export function ordersInTab(orders: readonly MinerOrder[], tab: MinerOrderTab): MinerOrder[] {
  return orders.filter((o) => minerOrderTab(o.status) === tab)
}

/** Subscribe is enabled only for an amount of at least the minimum, to the micro-USDT. */
export function canSubscribeEarn(amount: string, min: string): boolean {
  return isPositiveDecimal(amount) && decimalsOf(amount) <= USDT_SCALE && compareDecimal(amount, min) >= 0
}

/** The reward paid at the end: amount x ror/100 x cycle/365, rounded down. */
export function earnEstimate(amount: string, ror: string, cycle: number): string | null {
  const units = parseDecimal(amount, USDT_SCALE)
  if (units === null || units === 0n) return null
  return formatDecimal(earnReward(units, ror, cycle), USDT_SCALE)
}
