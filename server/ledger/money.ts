// Money of an asset: decimal strings ("1234.56") to and from integer minor units (USDT has 6 decimals, 1e-6;
// BTC and ETH 8, 1e-8) through contract/rules/decimal.ts, and minor units to and from database integers.
import { type Asset, assetDecimals } from '../../contract/api'
import { formatDecimal, parseDecimal } from '../../contract/rules/decimal'
import { AppError } from '../errors'

/**
 * The largest amount, and the largest balance, in minor units: 2^53 - 1, the largest integer both databases
 * and JavaScript numbers hold exactly (about 9 billion USDT, 90 million BTC).
 */
export const MAX_MINOR = 2n ** 53n - 1n

/**
 * Parses a non-negative decimal string into minor units. Returns null for anything that is not a plain
 * decimal (signs, exponents, spaces, commas), that has more decimals than the asset allows, or that is
 * above MAX_MINOR.
 */
export function parseAmount(text: string, asset: Asset): bigint | null {
  return parseDecimal(text, assetDecimals[asset], { max: MAX_MINOR })
}

/**
 * Formats minor units as a decimal string with trailing zeros trimmed down to minDecimals
 * (e.g. 10000000000n USDT -> "10000.00", 1234567n USDT -> "1.234567").
 */
export function formatAmount(minor: bigint, asset: Asset, minDecimals = 2): string {
  return formatDecimal(minor, assetDecimals[asset], minDecimals)
}

/**
 * Binds minor units to an INTEGER column. A value beyond MAX_MINOR (e.g. a conversion of a huge amount) is
 * refused as too large rather than rounded.
 */
export function toDbInteger(minor: bigint): number {
  if (minor > MAX_MINOR || minor < -MAX_MINOR) throw new AppError('above_maximum', 'amount_too_large')
  return Number(minor)
}
