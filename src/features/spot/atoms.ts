import type { CoinOrderRequest } from '@contract/schemas/spot'
import type { CoinMarketInfo, CoinOrder } from '@contract/trading'
import { atom } from 'jotai'
import { pollIntervals } from '@/shared/lib/constants'
import type { Answer } from '@/shared/lib/http'
import { moneyActionAtom } from '@/shared/lib/money-action'
import { idleLoadable, type ResourceAtom, resourceAtom, resourceFamily } from '@/shared/lib/resource'
import { cancelCoinOrder, fetchCoinMarket, fetchCoinOrders, placeCoinOrder } from './api'
import { type Side, spotPairs } from './model'

// POST /main/coin_lvs every 2 s while /coin/{pid} shows it. A visitor sees the public book; a signed-in user's
// answer also carries that user's balances, so it is kept per session (nothing of it survives a user change).
const marketFamily = resourceFamily({
  key: 'spot.market',
  scope: 'viewer',
  pollMs: pollIntervals.spotMarket,
  fetch: (pid: number, signal) => fetchCoinMarket(pid, signal),
})

const spotPairIds = new Set<number>(spotPairs.map((pair) => pair.id))
const unknownPairAtom: ResourceAtom<CoinMarketInfo> = atom(
  () => idleLoadable,
  () => undefined,
)

/** The market of a spot pair; an id that is not a spot pair loads nothing. */
export function coinMarketAtom(pid: number): ResourceAtom<CoinMarketInfo> {
  return spotPairIds.has(pid) ? marketFamily(pid) : unknownPairAtom
}

/** GET /api/coin_orders every 3 s while a spot screen of a signed-in user shows it. */
export const coinOrdersAtom = resourceAtom({
  key: 'spot.orders',
  scope: 'session',
  pollMs: pollIntervals.spotOrders,
  fetch: (_param, signal) => fetchCoinOrders(signal),
})

/** After a placement or a cancel: balances, book and orders at once. */
const refreshSpotAtom = atom(null, (_get, set, pid: number) => {
  set(coinMarketAtom(pid), 'refresh')
  set(coinOrdersAtom, 'refresh')
})

export interface CoinOrderPlacement {
  side: Side
  order: CoinOrderRequest
}

/** A buy goes to /api/coin_buy, a sell to /api/coin_sell; the book may have moved either way, so refresh after. */
export const placeCoinOrderAtom = moneyActionAtom<CoinOrderPlacement, Answer<CoinOrder>>({
  run: ({ side, order }, idempotencyKey) => placeCoinOrder(side, order, idempotencyKey),
  onSettled: (_get, set, { order }) => set(refreshSpotAtom, Number(order.pid)),
})

/** Cancels a waiting order; rejects with the HTTP client's error (the shell has shown it). */
export const cancelCoinOrderAtom = atom(null, async (_get, set, order: CoinOrder) => {
  try {
    return await cancelCoinOrder(order.oid)
  } finally {
    set(refreshSpotAtom, order.pid)
  }
})
