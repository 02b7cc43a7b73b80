// Exact decimal arithmetic on the strings the API sends ("64250.50", "2.5"), through scaled BigInt: money and
// fees never pass through floats. Spot and timed-order screens both use it (exported from the trade index).

const DECIMAL = /^(\d+)(?:\.(\d+))?$/

export type Rounding = 'down' | 'up'

/** A non-negative decimal string as an integer and its count of fraction digits; null when not a decimal. */
function parse(value: string): { units: bigint; scale: number } | null {
  const match = DECIMAL.exec(value.trim())
  if (!match) return null
  const fraction = match[2] ?? ''
  return { units: BigInt(`${match[1]}${fraction}`), scale: fraction.length }
}

function divide(numerator: bigint, denominator: bigint, rounding: Rounding): bigint {
  const quotient = numerator / denominator
  return rounding === 'up' && quotient * denominator !== numerator ? quotient + 1n : quotient
}

/** Units of 10^-scale as a decimal string with exactly `scale` fraction digits: (12345n, 2) -> "123.45". */
export function formatUnits(units: bigint, scale: number): string {
  const digits = units.toString().padStart(scale + 1, '0')
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`
}

/** The number of fraction digits a decimal string carries ("64250.50" -> 2). */
export function decimalsOf(value: string): number {
  return parse(value)?.scale ?? 0
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

/** a x b to `scale` fraction digits, rounded as asked; null when an input is not a decimal. */
export function multiply(a: string, b: string, scale: number, rounding: Rounding): string | null {
  const x = parse(a)
  const y = parse(b)
  if (!x || !y) return null
  const numerator = x.units * y.units * 10n ** BigInt(scale)
  return formatUnits(divide(numerator, 10n ** BigInt(x.scale + y.scale), rounding), scale)
}

/** The sign of a signed decimal string ("-5.00" -> -1, "0.00" -> 0, "12" -> 1); 0 when not a decimal. */
export function signOf(value: string): -1 | 0 | 1 {
  const text = value.trim()
  const negative = text.startsWith('-')
  const magnitude = parse(negative || text.startsWith('+') ? text.slice(1) : text)
  if (!magnitude || magnitude.units === 0n) return 0
  return negative ? -1 : 1
}

/** Keeps at most `scale` fraction digits of an already sanitized amount ("1.23456789", 6 -> "1.234567"). */
export function limitDecimals(value: string, scale: number): string {
  const dot = value.indexOf('.')
  return dot === -1 ? value : value.slice(0, dot + 1 + scale)
}

/** A non-negative decimal string in units of 10^-scale, extra digits cut off; null when not a decimal. */
export function toUnits(value: string, scale: number): bigint | null {
  const parsed = parse(value)
  if (!parsed) return null
  return parsed.scale <= scale
    ? parsed.units * 10n ** BigInt(scale - parsed.scale)
    : parsed.units / 10n ** BigInt(parsed.scale - scale)
}
