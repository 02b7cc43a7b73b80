// Exact decimal arithmetic on the strings the API sends ("64250.50", "2.5") and the user types. Every value is
// read as a BigInt count of 10^-scale units; nothing passes through floats, and every division rounds as the
// caller says ('down' toward zero, 'up' away from it), matching the server's ledger rounding.

/** Fraction digits the ledger keeps: USDT amounts to 1e-6, coin quantities (BTC, ETH) to 1e-8. */
export const USDT_SCALE = 6
export const COIN_SCALE = 8

export type Rounding = 'down' | 'up'

/** A non-negative decimal: "12", "12.5", "0.00012" (no sign, no exponent, no bare dot). */
const UNSIGNED = /^(\d+)(?:\.(\d+))?$/
const SIGNED = /^[+-]?\d+(\.\d+)?$/

interface Scaled {
  units: bigint
  scale: number
}

/** A non-negative decimal string as an integer and its count of fraction digits; null when not a decimal. */
function parse(value: string): Scaled | null {
  const match = UNSIGNED.exec(value.trim())
  if (!match) return null
  const fraction = match[2] ?? ''
  return { units: BigInt(`${match[1]}${fraction}`), scale: fraction.length }
}

function rescale(value: Scaled, scale: number): bigint {
  return value.units * 10n ** BigInt(scale - value.scale)
}

function divide(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  const quotient = numerator / denominator
  return rounding === 'up' && quotient * denominator !== numerator ? quotient + 1n : quotient
}

/** True for a non-negative decimal string ("12", "0.5"); surrounding spaces are ignored. */
export function isDecimal(value: string): boolean {
  return parse(value) !== null
}

/** True for a decimal string with an optional sign ("-5.00", "+1", "3"), as the API sends profits. */
export function isSignedDecimal(value: string): boolean {
  return SIGNED.test(value)
}

/** True for a non-negative decimal strictly above zero. */
export function isPositiveDecimal(value: string): boolean {
  const parsed = parse(value)
  return parsed !== null && parsed.units > 0n
}

/** The number of fraction digits a decimal string carries ("64250.50" -> 2); 0 when not a decimal. */
export function decimalsOf(value: string): number {
  return parse(value)?.scale ?? 0
}

/** The sign of a signed decimal string ("-5.00" -> -1, "0.00" -> 0, "12" -> 1); 0 when not a decimal. */
export function signOf(value: string): -1 | 0 | 1 {
  const text = value.trim()
  const negative = text.startsWith('-')
  const magnitude = parse(negative || text.startsWith('+') ? text.slice(1) : text)
  if (!magnitude || magnitude.units === 0n) return 0
  return negative ? -1 : 1
}

/** Compares two non-negative decimal strings exactly: -1, 0 or 1. Input that is not a decimal counts as 0. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const x = parse(a) ?? { units: 0n, scale: 0 }
  const y = parse(b) ?? { units: 0n, scale: 0 }
  const scale = Math.max(x.scale, y.scale)
  const left = rescale(x, scale)
  const right = rescale(y, scale)
  return left === right ? 0 : left < right ? -1 : 1
}

/** Units of 10^-scale as a decimal string with exactly `scale` fraction digits: (12345n, 2) -> "123.45". */
export function formatUnits(units: bigint, scale: number): string {
  const digits = units.toString().padStart(scale + 1, '0')
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`
}

/** A non-negative decimal string in units of 10^-scale, rounded as asked; null when not a decimal. */
export function toUnits(value: string, scale: number, rounding: Rounding = 'down'): bigint | null {
  const parsed = parse(value)
  if (!parsed) return null
  return parsed.scale <= scale
    ? rescale(parsed, scale)
    : divide(parsed.units, 10n ** BigInt(parsed.scale - scale), rounding)
}

/** The exact sum of two non-negative decimal strings, with the longer fraction ("0.1" + "0.25" = "0.35"). */
export function addDecimal(a: string, b: string): string {
  const x = parse(a) ?? { units: 0n, scale: 0 }
  const y = parse(b) ?? { units: 0n, scale: 0 }
  const scale = Math.max(x.scale, y.scale)
  return formatUnits(rescale(x, scale) + rescale(y, scale), scale)
}

/** a x b to `scale` fraction digits, rounded as asked; null when an input is not a decimal. */
export function multiply(a: string, b: string, scale: number, rounding: Rounding): string | null {
  const x = parse(a)
  const y = parse(b)
  if (!x || !y) return null
  const numerator = x.units * y.units * 10n ** BigInt(scale)
  return formatUnits(divide(numerator, 10n ** BigInt(x.scale + y.scale), rounding), scale)
}

/** amount x percent / 100 to `scale` fraction digits, rounded as asked; null when an input is not a decimal. */
export function percentOf(amount: string, percent: string, scale: number, rounding: Rounding): string | null {
  const a = parse(amount)
  const p = parse(percent)
  if (!a || !p) return null
  const numerator = a.units * p.units * 10n ** BigInt(scale)
  const denominator = 100n * 10n ** BigInt(a.scale + p.scale)
  return formatUnits(divide(numerator, denominator, rounding), scale)
}
