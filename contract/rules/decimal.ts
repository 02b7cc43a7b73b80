// Exact decimals. A decimal string ("1234.56") is read as a bigint count of 10^-decimals units and written back
// from one, with no float anywhere: money in minor units (USDT 1e-6, BTC and ETH 1e-8), prices in 10^-precision
// of their product. Division rounds as its caller names it; the published rules say which way favours the house.
// Pure code with no Node import: the server's ledger and market, the contract rules and the client share it.

/**
 * How a quotient is rounded, on its magnitude: 'down' toward zero, 'up' away from zero, 'half-up' to the
 * nearest with a half away from zero.
 */
export type Rounding = 'down' | 'half-up' | 'up'

/** Digits, optionally a dot and digits, optionally after a minus: no plus, exponent, space, separator or bare dot. */
const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/

export interface ParseOptions {
  /** Accept a leading minus (default: refused). */
  signed?: boolean
  /** The largest magnitude accepted, in units (default: no bound). */
  max?: bigint
  /** The most digits before the dot, leading zeros counted (a bound of an input's length; default: no bound). */
  wholeDigits?: number
}

/**
 * A decimal string as units of 10^-decimals: ("1.5", 2) -> 150n. Null for anything but a plain decimal, for
 * more fraction digits than `decimals` (never rounded away), and beyond the options' bounds.
 */
export function parseDecimal(text: string, decimals: number, options: ParseOptions = {}): bigint | null {
  const match = DECIMAL.exec(text)
  if (!match) return null
  const [, minus = '', whole = '', fraction = ''] = match
  if (minus !== '' && !options.signed) return null
  if (fraction.length > decimals) return null
  if (options.wholeDigits !== undefined && whole.length > options.wholeDigits) return null
  const magnitude = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
  if (options.max !== undefined && magnitude > options.max) return null
  return minus === '' ? magnitude : -magnitude
}

/**
 * Units of 10^-decimals as a decimal string, trailing zeros of the fraction trimmed down to `minDecimals` digits
 * (default: all `decimals` kept): (150n, 2) -> "1.50", (150n, 2, 0) -> "1.5", (100n, 2, 0) -> "1",
 * (-5n, 2) -> "-0.05".
 */
export function formatDecimal(units: bigint, decimals: number, minDecimals = decimals): string {
  const sign = units < 0n ? '-' : ''
  const magnitude = units < 0n ? -units : units
  const scale = 10n ** BigInt(decimals)
  const whole = (magnitude / scale).toString()
  let fraction = decimals === 0 ? '' : (magnitude % scale).toString().padStart(decimals, '0')
  const keep = Math.min(minDecimals, decimals)
  while (fraction.length > keep && fraction.endsWith('0')) fraction = fraction.slice(0, -1)
  return fraction.length > 0 ? `${sign}${whole}.${fraction}` : `${sign}${whole}`
}

/** n / d rounded as named (d > 0; n of either sign, rounded on its magnitude). */
export function divide(n: bigint, d: bigint, rounding: Rounding): bigint {
  if (d <= 0n) throw new RangeError('divide: the divisor must be positive')
  if (n < 0n) return -divide(-n, d, rounding)
  const q = n / d
  const r = n - q * d
  if (r === 0n || rounding === 'down') return q
  if (rounding === 'up') return q + 1n
  return 2n * r >= d ? q + 1n : q
}
