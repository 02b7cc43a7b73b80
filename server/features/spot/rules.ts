// The published spot rules (ARCHITECTURE.md section 5) as pure functions. Amounts are minor units (coin 1e-8,
// USDT 1e-6), prices integer units of the pair's precision. Rounding favours the user by less than one minor
// unit (ledger/rates.ts): USDT paid is rounded down, USDT received rounded up, the fee rounded down.
//
// Fee = amount x c2c_rate / 100, in the coin:
// - buy `amount` at `price`: pay amount x price USDT, receive amount - fee coin;
// - sell `amount` at `price`: give amount coin, of which the fee goes to the house; the rest is sold, so the
//   user receives (amount - fee) x price USDT.
import type { Asset } from '../../../contract/api'
import { assetDecimals } from '../../ledger/money'
import { percentOf } from '../../trading/percent'

/** The spot pairs: product id -> base coin. */
export const spotPairs: ReadonlyMap<number, Exclude<Asset, 'USDT'>> = new Map([
  [12, 'BTC'],
  [13, 'ETH'],
])

export type Side = 0 | 1

export function spotFee(amount: bigint, ratePercent: string): bigint {
  return percentOf(amount, ratePercent, 'down')
}

function usdtValue(coin: bigint, price: number, precision: number, asset: Asset, rounding: 'down' | 'up'): bigint {
  const n = coin * BigInt(price) * 10n ** BigInt(assetDecimals.USDT)
  const d = 10n ** BigInt(assetDecimals[asset] + precision)
  const q = n / d
  return rounding === 'up' && q * d !== n ? q + 1n : q
}

export interface SpotFill {
  /** USDT paid (buy) or received (sell). */
  usdt: bigint
  fee: bigint
  /** Coin credited (buy: amount - fee) or debited (sell: amount). */
  coin: bigint
}

export function spotFill(
  side: Side,
  asset: Asset,
  amount: bigint,
  price: number,
  precision: number,
  ratePercent: string,
): SpotFill {
  const fee = spotFee(amount, ratePercent)
  if (side === 0) return { usdt: usdtValue(amount, price, precision, asset, 'down'), fee, coin: amount - fee }
  return { usdt: usdtValue(amount - fee, price, precision, asset, 'up'), fee, coin: amount }
}

/** A limit order crosses when the market trades at or through its price: a buy at or below, a sell at or above. */
export function crosses(side: Side, limit: number, price: number): boolean {
  return side === 0 ? price <= limit : price >= limit
}
