// Pure rules of the alert form: which side of the current price a target lies on, how far it is, and whether
// the server would take it.
import type { PriceAlertDirection } from '@contract/price-alerts'
import { divide, formatDecimal, parseDecimal } from '@contract/rules/decimal'
import { compareDecimal, decimalsOf, isPositiveDecimal } from '@/shared/lib/decimal'

/**
 * The distance from the current price to the target in percent of the current price (2 decimals, rounded toward
 * zero, "-" below); null when either is not a price.
 */
export function calculateDistance(target: string, current: string): string | null {
  const scale = Math.max(decimalsOf(target), decimalsOf(current))
  const to = parseDecimal(target, scale)
  const from = parseDecimal(current, scale)
  if (to === null || from === null || from === 0n) return null
  return formatDecimal(divide((to - from) * 10_000n, from, 'down'), 2)
}

/** Why the server would refuse this target, or null when it would take it. */
export function targetProblem(
  direction: PriceAlertDirection,
  target: string,
  current: string,
  precision: number,
): 'invalid' | 'side' | null {
  if (!isPositiveDecimal(target) || decimalsOf(target) > precision) return 'invalid'
  const side = compareDecimal(target, current)
  return (direction === 'above' ? side > 0 : side < 0) ? null : 'side'
}
