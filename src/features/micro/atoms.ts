import type { KlineAnswer, KlineInterval } from '@contract/market'
import type { MicroResult } from '@contract/trading'
import { type Atom, atom } from 'jotai'
import { pollIntervals } from '@/shared/lib/constants'
import { atomWithPoller, definePoller, type Poller, type Resource } from '@/shared/lib/poller'
import { fetchKlineDepth, fetchMicroOrders, fetchMicroResult } from './api'
import { DEFAULT_INTERVAL } from './model'

/** The chart interval; kept for the session when moving between products. */
export const tradeIntervalAtom = atom<KlineInterval>(DEFAULT_INTERVAL)

/**
 * The 3 s refresh of one product and interval: the last 2 candles, the product detail and recent trades.
 * The price header, the trades list and the chart's live bar all share it. One poller per (product,
 * interval) key, at most products x 6; a poller without subscribers holds no timer or request.
 */
export function klinePoller(pid: number, interval: KlineInterval): Poller<KlineAnswer> {
  return definePoller({
    key: `kline.${pid}.${interval}`,
    interval: pollIntervals.kline,
    fetch: (signal) => fetchKlineDepth(pid, interval, signal),
  })
}

const klineAtoms = new Map<string, Atom<Resource<KlineAnswer>>>()

export function klineAtomFor(pid: number, interval: KlineInterval): Atom<Resource<KlineAnswer>> {
  const key = `${pid}.${interval}`
  let resourceAtom = klineAtoms.get(key)
  if (!resourceAtom) {
    resourceAtom = atomWithPoller(klinePoller(pid, interval))
    klineAtoms.set(key, resourceAtom)
  }
  return resourceAtom
}

// The countdown dialog follows one order at a time; watchMicroResult points the one result poller at it.
let watchedOid: number | null = null

/** POST /api/micro_result every 2 s for the watched order (the dialog subscribes once its countdown ends). */
export const microResultPoller = definePoller<MicroResult | null>({
  key: 'trade.micro-result',
  interval: pollIntervals.microResult,
  fetch: (signal) => (watchedOid === null ? Promise.resolve(null) : fetchMicroResult(watchedOid, signal)),
})

export function watchMicroResult(oid: number): void {
  if (watchedOid === oid) return
  watchedOid = oid
  microResultPoller.reset()
}

/** GET /api/micro_orders every 1 s; /trade_history subscribes only while an order runs. */
export const microOrdersPoller = definePoller({
  key: 'trade.timed-trades',
  interval: pollIntervals.microOrders,
  fetch: fetchMicroOrders,
})
