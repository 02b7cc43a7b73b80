// The ledger entries of spot orders. The house 'spot' account is the counterparty of every fill; the fee (in
// the coin) goes to the house 'fees' account. Each set balances per asset.
import type { Asset } from '../../../contract/api'
import type { CoinOrderRow } from '../../db/schema'
import { house } from '../../ledger/accounts'
import type { Entry } from '../../ledger/ledger'

const nonZero = (entries: Entry[]) => entries.filter((e) => e.amount !== 0n)

/** What a waiting limit order holds: the USDT of a buy, the coin of a sell. */
export function held(order: CoinOrderRow): { asset: Asset; amount: bigint } {
  return order.side === 0 ? { asset: 'USDT', amount: order.usdt } : { asset: order.coin, amount: order.amount }
}

/** available -> frozen (place) or frozen -> available (cancel). */
export function holdEntries(order: CoinOrderRow, release: boolean): Entry[] {
  const { asset, amount } = held(order)
  const sign = release ? -1n : 1n
  return [
    { kind: 'user', account: order.user_id, asset, amount: -sign * amount },
    { kind: 'user', account: order.user_id, asset, amount: sign * amount, bucket: 'frozen' },
  ]
}

/** The fill of an order; a waiting limit order pays from its frozen part. */
export function fillEntries(order: CoinOrderRow, fromFrozen: boolean): Entry[] {
  const user = order.user_id
  const bucket = fromFrozen ? 'frozen' : 'available'
  const { amount, fee, usdt } = order
  const coin = order.coin
  const spot = house.spot
  if (order.side === 0) {
    return nonZero([
      { kind: 'user', account: user, asset: 'USDT', amount: -usdt, bucket },
      { kind: 'house', account: spot, asset: 'USDT', amount: usdt },
      { kind: 'house', account: spot, asset: coin, amount: -amount },
      { kind: 'user', account: user, asset: coin, amount: amount - fee },
      { kind: 'house', account: house.fees, asset: coin, amount: fee },
    ])
  }
  return nonZero([
    { kind: 'user', account: user, asset: coin, amount: -amount, bucket },
    { kind: 'house', account: house.fees, asset: coin, amount: fee },
    { kind: 'house', account: spot, asset: coin, amount: amount - fee },
    { kind: 'house', account: spot, asset: 'USDT', amount: -usdt },
    { kind: 'user', account: user, asset: 'USDT', amount: usdt },
  ])
}
