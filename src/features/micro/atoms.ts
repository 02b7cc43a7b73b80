import type { KlineInterval } from '@contract/market'
import type { MicroOrderRequest } from '@contract/schemas/micro'
import type { MicroOrdersAnswer, MicroResult } from '@contract/trading'
import { atom } from 'jotai'
import { pollIntervals } from '@/shared/lib/constants'
import { pageProduct } from '@/shared/lib/first-screen'
import { ApiError } from '@/shared/lib/http'
import { moneyActionAtom } from '@/shared/lib/money-action'
import { type Loadable, resourceAtom, resourceFamily } from '@/shared/lib/resource'
import {
  acceptRiskDisclosure,
  fetchKlineBefore,
  fetchKlineDepth,
  fetchMicroOrders,
  fetchMicroResult,
  loadLatestCandles,
  placeMicroOrder,
} from './api'
import { DEFAULT_INTERVAL } from './model'
import { forgetRiskAcceptances } from './risk'

/** The chart interval; kept for the session when moving between products. */
export const tradeIntervalAtom = atom<KlineInterval>(DEFAULT_INTERVAL)

export interface KlineKey {
  pid: number
  interval: KlineInterval
}

/**
 * The 3 s refresh of one product and interval: the last 2 candles, the product detail and recent trades (and the
 * signed-in user's balance, hence kept per session). The price header, the trades list and the chart's live bar all share it.
 */
export const klineFamily = resourceFamily({
  key: 'micro.kline',
  scope: 'viewer',
  pollMs: pollIntervals.kline,
  fetch: ({ pid, interval }: KlineKey, signal) => fetchKlineDepth(pid, interval, signal),
  paramKey: ({ pid, interval }) => `${pid}|${interval}`,
  initial: ({ pid, interval }, get) => {
    const page = pageProduct(get, pid)
    return page?.interval === interval ? page.kline : undefined
  },
})

/** Where the chart's candles come from: the latest page, older pages, and the live refresh (chart-loader.ts). */
export const klineHistory = {
  loadLatest: loadLatestCandles,
  loadBefore: fetchKlineBefore,
  live: (pid: number, interval: KlineInterval) => klineFamily({ pid, interval }),
}

/** Settled (status 1), or refused by the server (the spec's "status 2 is an error"). */
const isDecided = (result: Loadable<MicroResult>) =>
  result.data?.status === 1 || (result.status === 'error' && result.error instanceof ApiError)

/** One order's result, asked every 2 s while its countdown dialog reads it, until it is decided. */
export const microResultFamily = resourceFamily<MicroResult, number>({
  key: 'micro.result',
  scope: 'session',
  pollMs: pollIntervals.microResult,
  pollWhile: (result) => !isDecided(result),
  fetch: (oid: number, signal) => fetchMicroResult(oid, signal),
})

/**
 * The caller's timed orders: loaded on arrival, then every 1 s while any runs (or none has arrived yet); once an
 * answer shows them all settled, the polling stops and that list stays.
 */
export const microOrdersAtom = resourceAtom<MicroOrdersAnswer>({
  key: 'micro.orders',
  scope: 'session',
  pollMs: pollIntervals.microOrders,
  pollWhile: (orders) => orders.data?.orders.some((order) => order.status === 1) ?? true,
  fetch: (_param, signal) => fetchMicroOrders(signal),
})

const riskAcceptBusyAtom = atom(false)

/**
 * Records the acceptance of the timed-order risk disclosure on the server (the server refuses orders until it
 * has). Reads as the busy flag; resolves to true once recorded (a failure was already shown by the HTTP client).
 */
export const acceptMicroRiskAtom = atom(
  (get) => get(riskAcceptBusyAtom),
  async (get, set): Promise<boolean> => {
    if (get(riskAcceptBusyAtom)) return false
    set(riskAcceptBusyAtom, true)
    try {
      await acceptRiskDisclosure('micro')
      return true
    } catch {
      return false
    } finally {
      set(riskAcceptBusyAtom, false)
    }
  },
)

/**
 * Places a timed order; the chart on screen refreshes at once, after a success to show the entry, after a refusal
 * to show why (a market no longer live disables the buttons with its reason). A server that has no record of the
 * acceptance (e.g. accepted on this device before the server kept it) clears the local one, so the next order
 * asks again.
 */
export const placeMicroOrderAtom = moneyActionAtom({
  run: async (request: MicroOrderRequest, key: string) => {
    try {
      return await placeMicroOrder(request, key)
    } catch (error) {
      if (error instanceof ApiError && error.code === 'risk_not_accepted') forgetRiskAcceptances()
      throw error
    }
  },
  onSettled: (get, set, request) => {
    set(klineFamily({ pid: Number(request.pid), interval: get(tradeIntervalAtom) }), 'refresh')
  },
})
