// Prices are integers in units of the product's last decimal (BTC/USDT precision 2: 6700012 = "67000.12"),
// held as numbers (exact up to 2^53). These adapt contract/rules/decimal.ts to them: no float arithmetic.
import { divide, formatDecimal, parseDecimal } from '../../contract/rules/decimal'

const MAX_UNITS = BigInt(Number.MAX_SAFE_INTEGER)

/**
 * A price written with at most `precision` decimals, in units; null for anything else and beyond 2^53 - 1.
 * `wholeDigits`: the most digits an input may carry before the dot.
 */
export function priceUnitsOf(text: string, precision: number, wholeDigits?: number): number | null {
  const units = parseDecimal(text, precision, { max: MAX_UNITS, wholeDigits })
  return units === null ? null : Number(units)
}

/** A stored price (a product's reference price); throws on one that is not a price at `precision`. */
export function parsePrice(text: string, precision: number): number {
  const units = priceUnitsOf(text, precision)
  if (units === null) throw new Error(`Not a price at ${precision} decimals: ${text}`)
  return units
}

/** Formats an integer amount of 10^-decimals units with exactly `decimals` decimals ("-0.50" for -50, 2). */
export function formatUnits(units: number, decimals: number): string {
  return formatDecimal(BigInt(Math.round(units)), decimals)
}

/** Percent change from `from` to `to` (both price units), two decimals, rounded half away from zero. */
export function formatChange(from: number, to: number): string {
  if (from <= 0) return '0.00'
  const bp = divide(BigInt(to - from) * 10_000n, BigInt(from), 'half-up')
  return formatDecimal(bp, 2)
}

/** Compact form of a non-negative amount: 1523345678 -> "1.52B", 845200 -> "845.20K", 12 -> "12.00". */
export function formatCompact(value: number): string {
  const steps: [number, string][] = [
    [1e12, 'T'],
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ]
  for (const [size, suffix] of steps) if (value >= size) return `${(value / size).toFixed(2)}${suffix}`
  return value.toFixed(2)
}

/** Decimals of base volume shown for a product: coarser units for cheap products. */
export function volumeDecimals(priceUnits: number, precision: number): number {
  const price = priceUnits / 10 ** precision
  if (price >= 1000) return 4
  if (price >= 10) return 2
  return 0
}
