// The server's share of the spot rules; fee and fill amounts are the API contract's (contract/rules/spot.ts).
import type { Asset } from '../../../contract/api'

export { crosses } from '../../../contract/rules/spot'

/** The spot pairs: product id -> base coin. */
export const spotPairs: ReadonlyMap<number, Exclude<Asset, 'USDT'>> = new Map([
  [12, 'BTC'],
  [13, 'ETH'],
])
