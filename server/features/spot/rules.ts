// The server's share of the spot rules; fee and fill amounts are the API contract's (contract/rules/spot.ts).
import type { Asset } from '../../../contract/api'
import type { Side } from '../../../contract/rules/spot'

/** The spot pairs: product id -> base coin. */
export const spotPairs: ReadonlyMap<number, Exclude<Asset, 'USDT'>> = new Map([
  [12, 'BTC'],
  [13, 'ETH'],
])

/** A limit order crosses when the market trades at or through its price: a buy at or below, a sell at or above. */
export function crosses(side: Side, limit: number, price: number): boolean {
  return side === 0 ? price <= limit : price >= limit
}
