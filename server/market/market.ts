// The market state behind every market call and engine: products with their live price, candles for every
// interval, recent trades and 24-hour figures, fed by whichever MarketFeed it is given. How it records what
// the feed produces depends on the process (MarketOptions.recording).
import { type KlineInterval, klineIntervals } from '../../contract/market'
import type { Db } from '../db/db'
import { failureLog } from '../db/outage'
import type { ProductRow } from '../db/schema'
import { tradesForTick } from './book'
import { bucketStart, type CandleValues, intervalMs, rollUp } from './candles'
import { type CatalogProduct, catalog as defaultCatalog } from './catalog'
import { Listeners, type MarketFeed, type Tick, type TickListener, type VenueBar } from './feed'
import type { ModelProduct } from './model'
import { parsePrice } from './price'
import * as repo from './repo'
import { MAX_TRADES, restoreStates } from './restore'
import type { ProductState } from './state'
import { type DayStats, dayStats } from './stats'

const PRUNE_EVERY_MS = 10 * 60_000

export interface MarketOptions {
  db: Db
  clock: () => Date
  /** Builds the feed once the products are known; nothing else in the market knows which feed it is. */
  feed: (products: readonly ModelProduct[]) => MarketFeed
  seed: number
  /** Candles of back-history per interval generated for a product's first start (0 for none). */
  historyCandles: number
  tickRetentionMs: number
  catalog?: readonly CatalogProduct[]
  /**
   * batched (default, one process): ticks and candles written once a second, pruned every ten minutes.
   * immediate (the engine process): each batch is written before the listeners (engines) see it, so every tick
   * anything is decided by is on record, and API processes read whole batches. Pruned like batched.
   * none (API processes): nothing written or pruned; the feed reads what the engine process records.
   */
  recording?: Recording
  /** Open the market as it stood at this time (epoch ms): replaying recorded history (the demo account's). */
  asOf?: number
  /** Restore only these products (a replay that needs a few); default: every product. */
  products?: readonly number[]
  /** The venues' part (TERN_FEED): which products they price, and those products' history at first start. */
  venues?: MarketVenues
}

export interface MarketVenues {
  /** A venue prices this product: it gets no generated back-history (its past is the venue's). */
  priced(productId: number): boolean
  /**
   * The product's candles from its venue, by interval, up to `count` each (REST klines, venues/history.ts). Asked
   * by a recording market at open for a venue's product that has no candles on record yet.
   */
  history?(product: ProductRow, count: number, now: number): Promise<Map<KlineInterval, CandleValues[]>>
}

/** Each coarser interval is rolled up from the next finer one when a venue's bar changes a minute. */
const ROLL_UP: [KlineInterval, KlineInterval][] = [
  ['5m', '1m'],
  ['15m', '5m'],
  ['30m', '15m'],
  ['1h', '30m'],
  ['1d', '1h'],
]

export type Recording = 'batched' | 'immediate' | 'none'

export class Market {
  /** Increases with every tick batch in this process: what per-batch caches key on (not shared, not an ETag). */
  seq = 0
  /** The newest accepted tick time and the sum of every product's last tick time (see version). */
  private newestT = 0
  private sumT = 0
  readonly feed: MarketFeed
  readonly capacity: number
  private readonly byId = new Map<number, ProductState>()
  private readonly listeners = new Listeners()
  private pending: Tick[] = []
  private writing: Promise<void> = Promise.resolve()
  private readonly flushFailed = failureLog('market flush failed')
  private readonly pruneFailed = failureLog('market prune failed')
  private timers: ReturnType<typeof setInterval>[] = []
  private readonly unsubscribe: () => void
  private readonly unsubscribeBars: (() => void) | undefined

  private constructor(
    private readonly options: MarketOptions,
    states: ProductState[],
  ) {
    this.capacity = capacityFor(options.historyCandles)
    for (const state of states) {
      this.byId.set(state.row.id, state)
      this.newestT = Math.max(this.newestT, state.lastT)
      this.sumT += state.lastT
    }
    this.feed = options.feed(states.map((s) => s.model))
    this.unsubscribe = this.feed.subscribe((ticks) => this.accept(ticks))
    this.unsubscribeBars = this.feed.subscribeBars?.((bars) => this.acceptBars(bars))
  }

  /**
   * Seeds missing products and anchors, then restores each product's candles, last recorded price and recent
   * trades. Safe when several processes open at once: seeding never overwrites, and the anchors used are the
   * ones on record (whoever inserted them first).
   */
  static async open(options: MarketOptions): Promise<Market> {
    const { db } = options
    await repo.ensureCatalog(db, options.catalog ?? defaultCatalog)
    const rows = await repo.listProducts(db)
    const now = options.clock().getTime()
    const anchored = new Set((await repo.listAnchors(db)).map((a) => a.product_id))
    const created = rows
      .filter((r) => !anchored.has(r.id))
      .map((r) => ({ product_id: r.id, price: parsePrice(r.reference_price, r.precision), t: now, seed: options.seed }))
    await repo.insertAnchors(db, created)
    const { historyCandles, asOf, products, venues } = options
    if (venues?.history && options.recording !== 'none' && historyCandles > 0 && asOf === undefined) {
      const priced = rows.filter((r) => venues.priced(r.id) && (!products || products.includes(r.id)))
      await recordVenueHistory(db, priced, (row) => venues.history?.(row, historyCandles, now))
    }
    const capacity = capacityFor(historyCandles)
    const venuePriced = venues ? (id: number) => venues.priced(id) : undefined
    const states = await restoreStates(db, { historyCandles, capacity, asOf, products, venuePriced })
    return new Market(options, states)
  }

  /** Starts the feed from the last known ticks, and the recording's timers (flush, pruning). */
  start(): void {
    this.feed.start(new Map(this.list().map((s) => [s.row.id, { price: s.last, t: s.lastT }])))
    if (this.recording === 'none') return
    if (this.recording === 'batched') this.timers.push(setInterval(() => void this.flush(), 1000))
    this.timers.push(setInterval(() => void this.prune(), PRUNE_EVERY_MS))
  }

  async stop(): Promise<void> {
    this.feed.stop()
    for (const timer of this.timers) clearInterval(timer)
    this.timers = []
    this.unsubscribe()
    this.unsubscribeBars?.()
    await this.flush()
  }

  /**
   * The version of all market data, derived from the data: processes that accepted the same ticks answer the
   * same version. The sum of last tick times grows with every accepted tick; the newest time keeps a restart
   * that lost unrecorded ticks from reusing a version (its new ticks are newer than any lost one).
   */
  get version(): string {
    return `${this.newestT.toString(36)}.${this.sumT.toString(36)}`
  }

  private get recording(): Recording {
    return this.options.recording ?? 'batched'
  }

  /** Called after the market has taken in a batch (engines settle against these ticks). */
  subscribe(listener: TickListener): () => void {
    return this.listeners.add(listener)
  }

  get(id: number): ProductState | undefined {
    return this.byId.get(id)
  }

  /** Category, then id. */
  list(): ProductState[] {
    return [...this.byId.values()]
  }

  now(): number {
    return this.options.clock().getTime()
  }

  stats(state: ProductState): DayStats {
    const now = Math.max(this.now(), state.lastT)
    return dayStats(state.series['5m'].slice(300), now, state.last, state.row.precision)
  }

  private accept(ticks: readonly Tick[]): void {
    const records = this.recording !== 'none'
    const accepted: Tick[] = []
    for (const tick of ticks) {
      const state = this.byId.get(tick.productId)
      if (!state || tick.t <= state.lastT || !Number.isSafeInteger(tick.price) || tick.price <= 0) continue
      const trades = tradesForTick(state.row.id, state.last, tick.price, tick.t, tick.volume)
      state.trades = [...trades.reverse(), ...state.trades].slice(0, MAX_TRADES)
      this.sumT += tick.t - state.lastT
      this.newestT = Math.max(this.newestT, tick.t)
      state.last = tick.price
      state.lastT = tick.t
      for (const interval of klineIntervals) {
        const t = state.series[interval].apply(tick)
        const dirty = state.dirty.get(interval)
        if (records && t !== undefined && (dirty === undefined || t < dirty)) state.dirty.set(interval, t)
      }
      accepted.push(tick)
    }
    if (accepted.length === 0) return
    this.seq += 1
    if (records) this.pending.push(...accepted)
    if (this.recording === 'immediate') void this.flush().then(() => this.listeners.emit(accepted))
    else this.listeners.emit(accepted)
  }

  /**
   * A venue's closed 1 m bars replace the minutes the ticks built (so volumes match the venue's), and the coarser
   * candles that hold them are rolled up again from the finer ones. A minute without ticks is filled in.
   */
  private acceptBars(bars: readonly VenueBar[]): void {
    let changed = false
    for (const bar of bars) {
      const state = this.byId.get(bar.productId)
      if (!state) continue
      const { o, h, l, c, v } = bar
      if (!state.series['1m'].upsert({ t: bucketStart(bar.t, '1m'), o, h, l, c, v })) continue
      changed = true
      this.markDirty(state, '1m', bucketStart(bar.t, '1m'))
      for (const [coarse, fine] of ROLL_UP) {
        const start = bucketStart(bar.t, coarse)
        const [candle] = rollUp(state.series[fine].range(start, start + intervalMs[coarse]), coarse)
        if (candle && state.series[coarse].upsert(candle)) this.markDirty(state, coarse, start)
      }
    }
    if (!changed) return
    this.seq += 1
    // The engine process writes at each tick batch only: a bar is on record at once, not with the next tick.
    if (this.recording === 'immediate') void this.flush()
  }

  private markDirty(state: ProductState, interval: KlineInterval, t: number): void {
    if (this.recording === 'none') return
    const dirty = state.dirty.get(interval)
    if (dirty === undefined || t < dirty) state.dirty.set(interval, t)
  }

  /** Writes the ticks and candles changed since the last flush; resolves when they are committed. */
  flush(): Promise<void> {
    const ticks = this.pending
    this.pending = []
    const candles: repo.CandleWrite[] = []
    for (const state of this.byId.values()) {
      for (const [interval, from] of state.dirty) {
        const series = state.series[interval]
        for (let i = series.indexFrom(from); i < series.length; i++) {
          const candle = series.at(i)
          if (candle) candles.push({ ...candle, productId: state.row.id, interval })
        }
      }
      state.dirty.clear()
    }
    this.writing = this.writing.then(() => repo.writeBatch(this.options.db, ticks, candles)).catch(this.flushFailed)
    return this.writing
  }

  /** Drops ticks beyond the retention and live candles well beyond what memory keeps. */
  prune(): Promise<void> {
    if (this.recording === 'none') return this.writing
    const now = this.now()
    const cutoffs = Object.fromEntries(
      klineIntervals.map((i) => [i, now - 2 * this.capacity * intervalMs[i]]),
    ) as Record<KlineInterval, number>
    const ids = this.list().map((s) => s.row.id)
    this.writing = this.writing
      .then(() => repo.prune(this.options.db, ids, now - this.options.tickRetentionMs, cutoffs))
      .catch(this.pruneFailed)
    return this.writing
  }
}

/** Venue history calls in flight at once at open (a venue that does not answer costs one timeout per round). */
const HISTORY_CONCURRENCY = 4

/**
 * Records the venue history of the products that have no candles on record yet (their first start). A venue that
 * does not answer leaves the product without history (never generated): its chart starts with its live candles.
 */
async function recordVenueHistory(
  db: Db,
  rows: readonly ProductRow[],
  fetch: (row: ProductRow) => Promise<Map<KlineInterval, CandleValues[]>> | undefined,
): Promise<void> {
  const queue = [...rows]
  const one = async (row: ProductRow) => {
    if (await repo.hasCandles(db, row.id)) return
    let history: Map<KlineInterval, CandleValues[]> | undefined
    try {
      history = await fetch(row)
    } catch (error) {
      console.error(`[tern] venue history of ${row.code} failed (${(error as Error).message}); no back-history`)
      return
    }
    const candles: repo.CandleWrite[] = []
    for (const [interval, list] of history ?? []) {
      for (const candle of list) candles.push({ ...candle, productId: row.id, interval })
    }
    await repo.writeBatch(db, [], candles)
  }
  const worker = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) await one(row)
  }
  await Promise.all(Array.from({ length: HISTORY_CONCURRENCY }, worker))
}

function capacityFor(historyCandles: number): number {
  return Math.max(1000, 2 * historyCandles)
}
