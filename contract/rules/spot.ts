// The published spot rules (ARCHITECTURE.md section 5). Amounts are minor units (coin 1e-8, USDT 1e-6), a
// price is an integer count of 10^-decimals. Rounding favours the house by less than one minor unit (the user
// never receives more than the exact value): USDT paid is rounded up, USDT received rounded down, the fee
// rounded up.
//
// Fee = amount x c2c_rate / 100, in the coin:
// - buy `amount` at `price`: pay amount x price USDT, receive amount - fee coin;
// - sell `amount` at `price`: give amount coin, of which the fee goes to the house; the rest is sold, so the
//   user receives (amount - fee) x price USDT.
import { assetDecimals } from '../api'
import { divide, type Rounding } from './decimal'
import { percentOf } from './percent'

/** 0 buy, 1 sell. */
export type Side = 0 | 1

/** A price as an integer and its fraction digits: 64260.00 is { units: 6426000n, decimals: 2 }. */
export interface Price {
  units: bigint
  decimals: number
}

/** The smallest spot order: worth 1 USDT (paid by a buy, received by a sell), in USDT minor units. */
export const spotMinUsdt = 1_000_000n

export function spotFee(amount: bigint, ratePercent: string): bigint {
  return percentOf(amount, ratePercent, 'up')
}

/** coin (minor units of a coin with `coinDecimals`) x price, in USDT minor units. */
function usdtValue(coin: bigint, coinDecimals: number, price: Price, rounding: Rounding): bigint {
  const n = coin * price.units * 10n ** BigInt(assetDecimals.USDT)
  return divide(n, 10n ** BigInt(coinDecimals + price.decimals), rounding)
}

export interface SpotOrder {
  side: Side
  /** Coin quantity in minor units. */
  amount: bigint
  /** The coin's minor-unit digits (8 for BTC and ETH). */
  coinDecimals: number
  price: Price
  /** c2c_rate, a percent. */
  ratePercent: string
}

export interface SpotFill {
  /** USDT paid (buy) or received (sell). */
  usdt: bigint
  fee: bigint
  /** Coin credited (buy: amount - fee) or debited (sell: amount). */
  coin: bigint
}

export function spotFill({ side, amount, coinDecimals, price, ratePercent }: SpotOrder): SpotFill {
  const fee = spotFee(amount, ratePercent)
  if (side === 0) return { usdt: usdtValue(amount, coinDecimals, price, 'up'), fee, coin: amount - fee }
  return { usdt: usdtValue(amount - fee, coinDecimals, price, 'down'), fee, coin: amount }
}

/** A limit order crosses when the market trades at or through its price: a buy at or below, a sell at or above. */
export function crosses(side: Side, limit: number, price: number): boolean {
  return side === 0 ? price <= limit : price >= limit
}
