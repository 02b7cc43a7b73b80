// The klinecharts DataLoader: 'init' loads the latest candles, 'forward' (older) pages with ?before=, and
// subscribeBar feeds the 3 s refresh (the kline resource, subscribed in the app's store) into the chart so the
// last candle is updated in place (no redraw).

import type { Candle, KlineAnswer, KlineInterval } from '@contract/market'
import type { Atom, createStore } from 'jotai'
import type { DataLoader, Period, SymbolInfo } from 'klinecharts'
import type { Loadable } from '@/shared/lib/resource'
import { type ChartPeriod, INIT_CANDLES, intervalFor, PAGE_CANDLES, toBar } from './model'

/** The chart's symbol: ticker is the product title (shown in the legend), pid its id. */
type SymbolLike = Pick<SymbolInfo, 'ticker'> & { pid?: unknown }
type PeriodLike = Pick<Period, 'type' | 'span'>

export interface LoaderDeps {
  /** Whether the chart still shows this symbol and period (a pending getBars is never cancelled). */
  isCurrent: (symbol: SymbolLike, period: PeriodLike) => boolean
  loadLatest: (pid: number, interval: KlineInterval, limit: number) => Promise<Candle[]>
  loadBefore: (pid: number, interval: KlineInterval, before: number, limit: number) => Promise<Candle[]>
  /** The live refresh of a product and interval, read through `store`. */
  live: (pid: number, interval: KlineInterval) => Atom<Loadable<KlineAnswer>>
  store: Pick<ReturnType<typeof createStore>, 'get' | 'sub'>
}

export interface KlineDataLoader extends Required<DataLoader> {
  /** Stops every live subscription (on unmount). */
  dispose: () => void
}

function target(symbol: SymbolLike, period: PeriodLike) {
  const pid = Number(symbol.pid)
  const interval = intervalFor(period)
  return Number.isInteger(pid) && interval ? { pid, interval } : null
}

const subscriptionKey = (symbol: SymbolLike, period: PeriodLike) =>
  `${String(symbol.pid)}|${period.type}|${period.span}`

export function createKlineDataLoader(deps: LoaderDeps): KlineDataLoader {
  const subscriptions = new Map<string, () => void>()

  async function fetchBars(type: string, pid: number, interval: KlineInterval, timestamp: number | null) {
    if (type === 'init') {
      const candles = await deps.loadLatest(pid, interval, INIT_CANDLES)
      return { bars: candles.map(toBar), more: { forward: candles.length >= INIT_CANDLES, backward: false } }
    }
    if (type === 'forward' && timestamp !== null) {
      const candles = await deps.loadBefore(pid, interval, timestamp, PAGE_CANDLES)
      return { bars: candles.map(toBar), more: { forward: candles.length >= PAGE_CANDLES, backward: false } }
    }
    return { bars: [], more: { forward: type !== 'forward', backward: false } }
  }

  return {
    async getBars({ type, timestamp, symbol, period, callback }) {
      const wanted = target(symbol, period)
      if (!wanted) return callback([], false)
      try {
        const { bars, more } = await fetchBars(type, wanted.pid, wanted.interval, timestamp)
        if (deps.isCurrent(symbol, period)) callback(bars, more)
      } catch (error) {
        console.warn(`kline ${type} failed`, error)
        // Offline or failing: stop asking for older pages; the live feed still fills in the latest bars.
        if (deps.isCurrent(symbol, period)) callback([], false)
      }
    },
    subscribeBar({ symbol, period, callback }) {
      const wanted = target(symbol, period)
      const key = subscriptionKey(symbol, period)
      if (!wanted || subscriptions.has(key)) return
      const live = deps.live(wanted.pid, wanted.interval)
      const feed = () => {
        const { data } = deps.store.get(live)
        if (!data || !deps.isCurrent(symbol, period)) return
        // Oldest first: the previous candle's final values, then the open one (replaced or appended).
        for (const candle of data.kline) callback(toBar(candle))
      }
      subscriptions.set(key, deps.store.sub(live, feed))
      feed()
    },
    unsubscribeBar({ symbol, period }) {
      const key = subscriptionKey(symbol, period)
      subscriptions.get(key)?.()
      subscriptions.delete(key)
    },
    dispose() {
      for (const stop of subscriptions.values()) stop()
      subscriptions.clear()
    },
  }
}

export function samePeriod(a: PeriodLike | null | undefined, b: PeriodLike | ChartPeriod): boolean {
  return a?.type === b.type && a.span === b.span
}
