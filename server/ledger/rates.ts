// Exact conversion between assets at recorded market prices, and the rounding rules of the whole wallet.
//
// Rounding rules (README-ready):
// - Amounts are integers in minor units (USDT 1e-6, BTC/ETH 1e-8); prices are integers of the product's
//   precision (BTC/USDT and ETH/USDT: 0.01 USDT). Conversions compute the exact rational value first and round
//   once, at the end.
// - Whenever a result must be rounded to a minor unit, it is rounded in the house's favour, by less than one
//   minor unit, so the user never receives more than the exact value: what the user receives is rounded
//   down, what the user pays is rounded up, fees are rounded up. No sequence of conversions at one price can
//   then gain the user anything (tests/server/wallet/rounding.test.ts).
//   Exchange, from amount given (type 0): to amount = floor(exact). To amount given (type 1): from amount =
//   ceil(exact). BTC <-> ETH goes through the USDT price of both in one fraction (one rounding).
// - To keep that one unit small against the trade, an exchange must be worth at least 1 USDT
//   (exchangeMinUsdt) and must move at least one minor unit on both sides.
// - Withdrawal fees are flat (config TERN_WITHDRAW_FEE), so nothing is rounded there; deposits and withdrawals
//   move exactly the amounts entered (more decimals than the asset has are refused, never rounded).
// - Display-only values (total_money, btc_to_usdt, minimum checks) are truncated toward zero.
import { type Asset, assetDecimals } from '../../contract/api'
import { divide, type Rounding } from '../../contract/rules/decimal'
import { AppError } from '../errors'
import type { Market } from '../market/market'
import { formatUnits } from '../market/price'

/** The products that price each coin in USDT. */
export const usdtProduct: Record<Exclude<Asset, 'USDT'>, number> = { BTC: 12, ETH: 13 }

export const exchangeMinUsdt = 1_000_000n

export interface DecidingTick {
  product_id: number
  /** Epoch ms of the tick. */
  t: number
  /** Integer price units of the product. */
  price: number
  precision: number
}

/** USDT per whole coin as a fraction num/den, with the tick it comes from (none for USDT itself). */
export interface Quote {
  num: bigint
  den: bigint
  tick: DecidingTick | null
}

/**
 * The current price of an asset in USDT. `requireTick`: refuse a price that no recorded tick stands behind
 * (a settlement must name its tick); display values accept the restored last price.
 */
export function quoteOf(market: Market, asset: Asset, requireTick = false): Quote {
  if (asset === 'USDT') return { num: 1n, den: 1n, tick: null }
  const state = market.get(usdtProduct[asset])
  if (!state || state.last <= 0 || (requireTick && state.lastT <= 0)) throw new AppError('price_unavailable')
  const precision = state.row.precision
  return {
    num: BigInt(state.last),
    den: 10n ** BigInt(precision),
    tick: { product_id: state.row.id, t: state.lastT, price: state.last, precision },
  }
}

/** Converts minor units of `from` into minor units of `to` at the given quotes, rounding once. */
export function convert(amount: bigint, from: Asset, to: Asset, qf: Quote, qt: Quote, rounding: Rounding): bigint {
  const n = amount * qf.num * qt.den * 10n ** BigInt(assetDecimals[to])
  const d = qf.den * qt.num * 10n ** BigInt(assetDecimals[from])
  return divide(n, d, rounding)
}

/** Value in USDT minor units: truncated for display and minimum checks, rounded up for maximum checks. */
export function toUsdt(market: Market, amount: bigint, asset: Asset, rounding: Rounding = 'down'): bigint {
  if (asset === 'USDT' || amount === 0n) return amount
  return convert(amount, asset, 'USDT', quoteOf(market, asset), quoteOf(market, 'USDT'), rounding)
}

/** The tick for the wire: price as the product's decimal string. */
export function wireTick(tick: DecidingTick): { product_id: number; t: number; price: string } {
  return { product_id: tick.product_id, t: tick.t, price: formatUnits(tick.price, tick.precision) }
}
