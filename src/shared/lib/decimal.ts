// The client's questions about the decimal strings the API sends ("64250.50", "-5.00") and the forms hold: is it
// a decimal, its sign, its fraction digits, an exact comparison and sum, a reading at a scale. Every answer comes
// from the API contract's exact decimals (contract/rules/decimal.ts), the ones the server's ledger uses; code that
// holds units parses, formats and divides with parseDecimal, formatDecimal and divide directly. Screens that show
// a number check it with isDecimalString (format.ts), which the first screen loads without this module.
import { assetDecimals } from '@contract/api'
import { divide, formatDecimal, parseDecimal, type Rounding } from '@contract/rules/decimal'

/** Fraction digits the ledger keeps: USDT amounts to 1e-6, coin quantities (BTC, ETH) to 1e-8. */
export const USDT_SCALE = assetDecimals.USDT
export const COIN_SCALE = assetDecimals.BTC

/** The digits after the dot (0 without one); whether the text is a decimal at all is parseDecimal's to say. */
function fractionDigits(text: string): number {
  const dot = text.indexOf('.')
  return dot < 0 ? 0 : text.length - dot - 1
}

/**
 * A non-negative decimal string in units of 10^-scale, a longer fraction rounded as named on its magnitude (the
 * contract's Rounding); surrounding spaces are ignored. Null when not a decimal ("-1", ".5", "5.", "1e3").
 */
export function toUnits(value: string, scale: number, rounding: Rounding = 'down'): bigint | null {
  const text = value.trim()
  const digits = Math.max(fractionDigits(text), scale)
  const units = parseDecimal(text, digits)
  return units === null ? null : divide(units, 10n ** BigInt(digits - scale), rounding)
}

/** True for a non-negative decimal string ("12", "0.5"); surrounding spaces are ignored. */
export function isDecimal(value: string): boolean {
  return toUnits(value, 0, 'down') !== null
}

/** The number of fraction digits a decimal string carries ("64250.50" -> 2); 0 when not a decimal. */
export function decimalsOf(value: string): number {
  return isDecimal(value) ? fractionDigits(value.trim()) : 0
}

/** True for a non-negative decimal strictly above zero. */
export function isPositiveDecimal(value: string): boolean {
  return (toUnits(value, decimalsOf(value)) ?? 0n) > 0n
}

/**
 * The sign of a decimal string with an optional sign, as the API sends profits ("-5.00" -> -1, "0.00" -> 0,
 * "+1" and "12" -> 1); 0 when not a decimal. Surrounding spaces are ignored.
 */
export function signOf(value: string): -1 | 0 | 1 {
  const text = value.trim().replace(/^\+(?=\d)/, '')
  const units = parseDecimal(text, fractionDigits(text), { signed: true }) ?? 0n
  return units < 0n ? -1 : units > 0n ? 1 : 0
}

/** Two non-negative decimal strings in units of the finer one's last digit; input that is not a decimal is 0. */
function common(a: string, b: string): { x: bigint; y: bigint; scale: number } {
  const scale = Math.max(decimalsOf(a), decimalsOf(b))
  return { x: toUnits(a, scale) ?? 0n, y: toUnits(b, scale) ?? 0n, scale }
}

/** Compares two non-negative decimal strings exactly: -1, 0 or 1. Input that is not a decimal counts as 0. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const { x, y } = common(a, b)
  return x === y ? 0 : x < y ? -1 : 1
}

/** The exact sum of two non-negative decimal strings, with the longer fraction ("0.1" + "0.25" = "0.35"). */
export function addDecimal(a: string, b: string): string {
  const { x, y, scale } = common(a, b)
  return formatDecimal(x + y, scale)
}
