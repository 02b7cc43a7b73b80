import type { CoinMarketInfo } from '@contract/trading'
import { type Atom, atom } from 'jotai'
import { pollIntervals } from '@/shared/lib/constants'
import { atomWithPoller, definePoller, type Poller, type Resource } from '@/shared/lib/poller'
import { fetchCoinMarket, fetchCoinOrders } from './api'
import { spotPairs } from './model'

/** POST /main/coin_lvs every 2 s while /coin/{pid} shows it; one poller per spot pair. */
export function coinMarketPoller(pid: number): Poller<CoinMarketInfo> {
  return definePoller({
    key: `coin.market.${pid}`,
    interval: pollIntervals.spotMarket,
    fetch: (signal) => fetchCoinMarket(pid, signal),
  })
}

const marketAtoms = new Map<number, Atom<Resource<CoinMarketInfo>>>(
  spotPairs.map((pair) => [pair.id, atomWithPoller(coinMarketPoller(pair.id))]),
)
const unknownPair = atom<Resource<CoinMarketInfo>>({ status: 'idle', data: undefined, error: null, updatedAt: null })

/** The market atom of a spot pair; an id that is not a spot pair polls nothing. */
export function coinMarketAtomFor(pid: number): Atom<Resource<CoinMarketInfo>> {
  return marketAtoms.get(pid) ?? unknownPair
}

/** GET /api/coin_orders every 3 s while a spot screen of a signed-in user shows it. */
export const coinOrdersPoller = definePoller({
  key: 'coin.orders',
  interval: pollIntervals.spotOrders,
  fetch: fetchCoinOrders,
})

export const coinOrdersAtom = atomWithPoller(coinOrdersPoller)

/** After a placement or a cancel: balances, book and orders at once. */
export function refreshSpot(pid: number): void {
  void coinMarketPoller(pid).refresh()
  void coinOrdersPoller.refresh()
}
