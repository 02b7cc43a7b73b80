// Rebuilds the market state from the database: products, anchors, the recorded live candles and ticks. The
// reads run in one snapshot, so a process reading while the engine records (an API process starting) gets a
// consistent cut: candles, last tick and recent trades all as of the same commit.
import { type KlineInterval, klineIntervals } from '../../contract/market'
import type { Db } from '../db/db'
import type { ProductRow } from '../db/schema'
import { type TradeValues, tradesForTick } from './book'
import { CandleSeries, type CandleValues } from './candles'
import type { Tick } from './feed'
import { generateHistory } from './history'
import type { ModelProduct } from './model'
import { parsePrice } from './price'
import * as repo from './repo'
import type { ProductState } from './state'

/** Recent trades kept per product (newest first). */
export const MAX_TRADES = 30

interface Anchor {
  price: number
  t: number
  seed: number
}

export interface RestoreOptions {
  historyCandles: number
  capacity: number
  /** Restore the market as it stood at this time (epoch ms): only the ticks and live candles recorded up to it. */
  asOf?: number
  /** Only these products (default: every product). */
  products?: readonly number[]
  /** Products a venue prices: no generated back-history (their past is the venue's, recorded as candles). */
  venuePriced?: (productId: number) => boolean
}

/** Every product with an anchor, restored from one consistent read of the database. */
export function restoreStates(db: Db, options: RestoreOptions): Promise<ProductState[]> {
  const only = options.products ? new Set(options.products) : undefined
  const asOf = options.asOf ?? Number.MAX_SAFE_INTEGER
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const rows = (await repo.listProducts(trx)).filter((row) => !only || only.has(row.id))
      const anchors = new Map((await repo.listAnchors(trx)).map((a) => [a.product_id, a]))
      const restored = rows.filter((row) => anchors.has(row.id))
      const ids = restored.map((row) => row.id)
      // One read of the candles and one of the ticks, each covering every product (not one per product).
      const live = await repo.liveCandlesOf(trx, ids, options.capacity, asOf)
      const ticks = await repo.recentTicksOf(trx, ids, MAX_TRADES + 1, asOf)
      return restored.map((row) => {
        const anchor = anchors.get(row.id) as Anchor
        const recorded = {
          candles: (interval: KlineInterval) => live.get(interval)?.get(row.id) ?? [],
          ticks: ticks.get(row.id) ?? [],
        }
        const generated = options.venuePriced?.(row.id) ? 0 : options.historyCandles
        return restore(row, anchor, recorded, generated, options.capacity)
      })
    })
}

interface Recorded {
  /** The live candles of an interval, oldest first. */
  candles(interval: KlineInterval): CandleValues[]
  /** The newest ticks (MAX_TRADES + 1 at most), oldest first. */
  ticks: Tick[]
}

/** Back-history (regenerated from the anchor) overlaid by the live candles recorded since. */
function restore(
  row: ProductRow,
  anchor: Anchor,
  recorded: Recorded,
  historyCandles: number,
  capacity: number,
): ProductState {
  const model: ModelProduct = {
    id: row.id,
    reference: parsePrice(row.reference_price, row.precision),
    volatility: row.volatility,
    turnover: row.turnover,
    precision: row.precision,
  }
  const history =
    historyCandles > 0 ? generateHistory(model, anchor.price, anchor.t, historyCandles, anchor.seed) : undefined
  const series = {} as Record<KlineInterval, CandleSeries>
  let lastClose: number | undefined
  for (const interval of klineIntervals) {
    const live = recorded.candles(interval)
    const firstLive = live[0]?.t ?? Number.POSITIVE_INFINITY
    const older: CandleValues[] = (history?.[interval] ?? []).filter((c) => c.t < firstLive)
    series[interval] = new CandleSeries(interval, capacity)
    for (const candle of [...older.slice(-capacity), ...live]) series[interval].push(candle)
    if (interval === '1m') lastClose = live[live.length - 1]?.c
  }
  // Each tick yields at least one trade: one more tick than trades kept gives the first one its previous price.
  const ticks = [...recorded.ticks]
  const tick = ticks[ticks.length - 1]
  // Fewer ticks than that: these are the product's first ever, the first one moved from the anchor price.
  const first = ticks.length > MAX_TRADES ? ticks.shift() : undefined
  return {
    row,
    model,
    last: tick ? tick.price : (lastClose ?? anchor.price),
    lastT: tick ? tick.t : 0,
    series,
    trades: replayTrades(row.id, first?.price ?? anchor.price, ticks),
    dirty: new Map(),
  }
}

/** The recent trades as the market derived them when these ticks arrived (newest first, at most MAX_TRADES). */
function replayTrades(productId: number, from: number, ticks: readonly Tick[]): TradeValues[] {
  let trades: TradeValues[] = []
  let previous = from
  for (const tick of ticks) {
    const made = tradesForTick(productId, previous, tick.price, tick.t, tick.volume)
    trades = [...made.reverse(), ...trades].slice(0, MAX_TRADES)
    previous = tick.price
  }
  return trades
}
