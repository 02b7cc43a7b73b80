// The market state behind every market call and engine: products with their live price, candles for every
// interval, recent trades and 24-hour figures, fed by whichever MarketFeed it is given. Ticks and changed
// candles are written in one transaction per flush (once a second when started).
import { type KlineInterval, klineIntervals } from '../../contract/market'
import type { Db } from '../db/db'
import type { ProductRow } from '../db/schema'
import { type TradeValues, tradesForTick } from './book'
import { CandleSeries, type CandleValues, intervalMs } from './candles'
import { type CatalogProduct, catalog as defaultCatalog } from './catalog'
import { Listeners, type MarketFeed, type Tick, type TickListener } from './feed'
import { generateHistory } from './history'
import type { ModelProduct } from './model'
import { parsePrice } from './price'
import type { MicroDuration } from './repo'
import * as repo from './repo'
import { type DayStats, dayStats } from './stats'

const MAX_TRADES = 30
const PRUNE_EVERY_MS = 10 * 60_000

export interface ProductState {
  row: ProductRow
  model: ModelProduct
  /** Last price (units) and its time (epoch ms, 0 before the first tick). */
  last: number
  lastT: number
  series: Record<KlineInterval, CandleSeries>
  /** Newest first. */
  trades: TradeValues[]
  /** Per interval, the start of the oldest candle changed since the last flush. */
  dirty: Map<KlineInterval, number>
}

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
}

export class Market {
  /** Increases with every tick batch: a cheap version of all market data (ETags are built from it). */
  seq = 0
  /** Distinguishes this process's sequence numbers from a previous run's (they restart at 0). */
  private readonly epoch: string
  readonly feed: MarketFeed
  readonly capacity: number
  private readonly byId = new Map<number, ProductState>()
  private readonly listeners = new Listeners()
  private pending: Tick[] = []
  private writing: Promise<void> = Promise.resolve()
  private timers: ReturnType<typeof setInterval>[] = []
  private readonly unsubscribe: () => void

  private constructor(
    private readonly options: MarketOptions,
    states: ProductState[],
    /** Timed-order terms, read once at start like the products (changing them takes a restart). */
    readonly durations: readonly MicroDuration[],
  ) {
    this.capacity = capacityFor(options.historyCandles)
    this.epoch = options.clock().getTime().toString(36)
    for (const state of states) this.byId.set(state.row.id, state)
    this.feed = options.feed(states.map((s) => s.model))
    this.unsubscribe = this.feed.subscribe((ticks) => this.accept(ticks))
  }

  /** Seeds missing products, then restores each product's candles and last recorded price. */
  static async open(options: MarketOptions): Promise<Market> {
    const { db } = options
    await repo.ensureCatalog(db, options.catalog ?? defaultCatalog)
    const rows = await repo.listProducts(db)
    const now = options.clock().getTime()
    const anchors = new Map((await repo.listAnchors(db)).map((a) => [a.product_id, a]))
    const missing = rows.filter((r) => !anchors.has(r.id))
    const created = missing.map((r) => ({
      product_id: r.id,
      price: parsePrice(r.reference_price, r.precision),
      t: now,
      seed: options.seed,
    }))
    await repo.insertAnchors(db, created)
    for (const anchor of created) anchors.set(anchor.product_id, anchor)
    const capacity = capacityFor(options.historyCandles)
    const states: ProductState[] = []
    for (const row of rows) {
      const anchor = anchors.get(row.id)
      if (anchor) states.push(await restore(db, row, anchor, options.historyCandles, capacity))
    }
    return new Market(options, states, await repo.listMicroDurations(db))
  }

  /** Starts the feed from the last known prices, the once-a-second flush and the periodic pruning. */
  start(): void {
    this.feed.start(new Map(this.list().map((s) => [s.row.id, s.last])))
    this.timers.push(setInterval(() => void this.flush(), 1000))
    this.timers.push(setInterval(() => void this.prune(), PRUNE_EVERY_MS))
  }

  async stop(): Promise<void> {
    this.feed.stop()
    for (const timer of this.timers) clearInterval(timer)
    this.timers = []
    this.unsubscribe()
    await this.flush()
  }

  /** The version of all market data: changes with every accepted tick batch and across restarts. */
  get version(): string {
    return `${this.epoch}.${this.seq}`
  }

  /** Called after the market has taken in a batch (engines settle against these ticks). */
  subscribe(listener: TickListener): () => void {
    return this.listeners.add(listener)
  }

  get(id: number): ProductState | undefined {
    return this.byId.get(id)
  }

  /** The timed-order terms for a duration in seconds, if it is offered. */
  duration(seconds: number): MicroDuration | undefined {
    return this.durations.find((d) => d.seconds === seconds)
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
    const accepted: Tick[] = []
    for (const tick of ticks) {
      const state = this.byId.get(tick.productId)
      if (!state || tick.t <= state.lastT || !Number.isSafeInteger(tick.price) || tick.price <= 0) continue
      const trades = tradesForTick(state.row.id, state.last, tick.price, tick.t, tick.volume)
      state.trades = [...trades.reverse(), ...state.trades].slice(0, MAX_TRADES)
      state.last = tick.price
      state.lastT = tick.t
      for (const interval of klineIntervals) {
        const t = state.series[interval].apply(tick)
        const dirty = state.dirty.get(interval)
        if (t !== undefined && (dirty === undefined || t < dirty)) state.dirty.set(interval, t)
      }
      accepted.push(tick)
    }
    if (accepted.length === 0) return
    this.pending.push(...accepted)
    this.seq += 1
    this.listeners.emit(accepted)
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
    this.writing = this.writing
      .then(() => repo.writeBatch(this.options.db, ticks, candles))
      .catch((error: unknown) => console.error('[tern] market flush failed:', error))
    return this.writing
  }

  /** Drops ticks beyond the retention and live candles well beyond what memory keeps. */
  prune(): Promise<void> {
    const now = this.now()
    const cutoffs = Object.fromEntries(
      klineIntervals.map((i) => [i, now - 2 * this.capacity * intervalMs[i]]),
    ) as Record<KlineInterval, number>
    const ids = this.list().map((s) => s.row.id)
    this.writing = this.writing
      .then(() => repo.prune(this.options.db, ids, now - this.options.tickRetentionMs, cutoffs))
      .catch((error: unknown) => console.error('[tern] market prune failed:', error))
    return this.writing
  }
}

function capacityFor(historyCandles: number): number {
  return Math.max(1000, 2 * historyCandles)
}

/** Back-history (regenerated from the anchor) overlaid by the live candles recorded since. */
async function restore(
  db: Db,
  row: ProductRow,
  anchor: { price: number; t: number; seed: number },
  historyCandles: number,
  capacity: number,
): Promise<ProductState> {
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
    const live = await repo.liveCandles(db, row.id, interval, capacity)
    const firstLive = live[0]?.t ?? Number.POSITIVE_INFINITY
    const older: CandleValues[] = (history?.[interval] ?? []).filter((c) => c.t < firstLive)
    series[interval] = new CandleSeries(interval, capacity)
    for (const candle of [...older.slice(-capacity), ...live]) series[interval].push(candle)
    if (interval === '1m') lastClose = live[live.length - 1]?.c
  }
  const tick = await repo.lastTick(db, row.id)
  const last = tick ? Number(tick.price) : (lastClose ?? anchor.price)
  return { row, model, last, lastT: tick ? Number(tick.t) : 0, series, trades: [], dirty: new Map() }
}
