// Exact percent arithmetic on integer minor units, for rates published as decimal strings ("80", "2.5"). Pure
// bigint code: the server charges with it and the client shows, before an order, the same figures.
import { divide, type Rounding } from './decimal'

/** A percent as a fraction of one: "2.5" -> 25 / 1000. Null for anything but a plain non-negative decimal. */
export function parsePercent(text: string): { num: bigint; den: bigint } | null {
  const match = /^(\d{1,6})(?:\.(\d{1,8}))?$/.exec(text.trim())
  if (!match) return null
  const fraction = match[2] ?? ''
  return { num: BigInt(`${match[1]}${fraction}`), den: 100n * 10n ** BigInt(fraction.length) }
}

/** amount x percent, rounded down (what the user receives) or up (fees). Throws on a percent parsePercent refuses. */
export function percentOf(amount: bigint, percent: string, rounding: Rounding): bigint {
  const p = parsePercent(percent)
  if (!p) throw new Error(`Not a percent: ${percent}`)
  return divide(amount * p.num, p.den, rounding)
}
