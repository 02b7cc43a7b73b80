import type { InvestBuyRequest } from '@contract/schemas/invest'
import { moneyActionAtom } from '@/shared/lib/money-action'
import { resourceAtom, resourceFamily } from '@/shared/lib/resource'
import {
  buyMiner,
  cancelMiner,
  fetchEarnDetail,
  fetchEarns,
  fetchMinerInfo,
  fetchMinerList,
  fetchMinerOrders,
  subscribeEarn,
} from './api'

/** Credits arrive once a day; a minute keeps the totals fresh without load. */
const POLL_MS = 60_000

/** GET /api/miner_list: staking products (titles in the app language) and the caller's totals. */
export const minerListAtom = resourceAtom({
  key: 'invest.minerList',
  scope: 'session',
  refetchOn: ['language'],
  pollMs: POLL_MS,
  fetch: (_param, signal) => fetchMinerList(signal),
})

/** POST /api/miner_info {id}: one product's terms and the caller's available USDT. */
export const minerInfoAtom = resourceFamily({
  key: 'invest.minerInfo',
  scope: 'session',
  refetchOn: ['language'],
  fetch: (id: number, signal) => fetchMinerInfo(id, signal),
})

/** GET /api/miner_orders: the caller's staking orders, each active one with what a cancel would cost now. */
export const minerOrdersAtom = resourceAtom({
  key: 'invest.minerOrders',
  scope: 'session',
  refetchOn: ['language'],
  pollMs: POLL_MS,
  fetch: (_param, signal) => fetchMinerOrders(signal),
})

/** GET /api/earns: the projects, the caller's orders and the rewards paid. */
export const earnsAtom = resourceAtom({
  key: 'invest.earns',
  scope: 'session',
  pollMs: POLL_MS,
  fetch: (_param, signal) => fetchEarns(signal),
})

/** POST /api/earn_detail {id}: a project, the caller's balance and the dates of a subscription made today. */
export const earnDetailAtom = resourceFamily({
  key: 'invest.earnDetail',
  scope: 'session',
  fetch: (id: number, signal) => fetchEarnDetail(id, signal),
})

export const buyMinerAtom = moneyActionAtom({
  run: (request: InvestBuyRequest, idempotencyKey) => buyMiner(request, idempotencyKey),
  onSuccess: (_get, set) => {
    set(minerListAtom, 'refresh')
    set(minerOrdersAtom, 'refresh')
  },
})

export const cancelMinerAtom = moneyActionAtom({
  run: (id: number, idempotencyKey) => cancelMiner(id, idempotencyKey),
  onSettled: (_get, set) => {
    set(minerListAtom, 'refresh')
    set(minerOrdersAtom, 'refresh')
  },
})

export const subscribeEarnAtom = moneyActionAtom({
  run: (request: InvestBuyRequest, idempotencyKey) => subscribeEarn(request, idempotencyKey),
  onSuccess: (_get, set) => set(earnsAtom, 'refresh'),
})
