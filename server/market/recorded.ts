// The feed of an API process: the ticks the engine process records, read back from the `ticks` table. Each
// poll reads the rows newer than the last seen (each product's key range, repo.ticksAfter) and emits them in (t, product id) order,
// so the market derives the same candles, trades and 24-hour figures as the engine did from the same ticks.
import type { Db } from '../db/db'
import { type FeedCondition, type LastTick, Listeners, type MarketFeed, type Tick, type TickListener } from './feed'
import { ticksAfter } from './repo'

export interface RecordedFeedOptions {
  /** Time between the end of one poll and the next. */
  intervalMs?: number
  /** Rows read per poll at most; a longer backlog is read over the following polls. */
  batchLimit?: number
  /** The products the engine process's venues price (the rest are simulated); their staleness is the liveness window's. */
  venueProducts?: ReadonlySet<number>
  /**
   * What the engine process last published of its venue products that are not live (closed: a weekend or a halt;
   * stale: a stale stream or two sources that disagree), which the ticks alone cannot show (feed-control.ts).
   */
  published?: ReadonlyMap<number, FeedCondition>
  /** Which venue prices each venue product (by the routes, as the engine's feed): named to users as the source. */
  venues?: ReadonlyMap<number, string>
}

/**
 * Rows are read from a little before the newest seen tick: a batch whose products carry different times (a
 * clock step back) or a poll cut by the batch limit would otherwise lose rows; the per-product times drop
 * what was already emitted.
 */
const OVERLAP_MS = 1000

export class RecordedFeed implements MarketFeed {
  private readonly listeners = new Listeners()
  /** Product id -> the newest tick emitted (or known at start). */
  private readonly last = new Map<number, LastTick>()
  private cursor = 0
  private timer: ReturnType<typeof setTimeout> | undefined
  private running = false
  private stopped = false
  private failing = false
  private polling: Promise<void> = Promise.resolve()

  constructor(
    private readonly db: Db,
    private readonly options: RecordedFeedOptions = {},
  ) {}

  start(from: ReadonlyMap<number, LastTick>): void {
    for (const [productId, tick] of from) {
      this.last.set(productId, tick)
      this.cursor = Math.max(this.cursor, tick.t)
    }
    if (this.running) return
    this.running = true
    this.schedule()
  }

  stop(): void {
    this.running = false
    this.stopped = true
    clearTimeout(this.timer)
    this.timer = undefined
  }

  subscribe(listener: TickListener): () => void {
    return this.listeners.add(listener)
  }

  price(productId: number): number | undefined {
    return this.last.get(productId)?.price
  }

  venueOf(productId: number): string | undefined {
    return this.options.venueProducts?.has(productId) ? this.options.venues?.get(productId) : undefined
  }

  condition(productId: number): FeedCondition {
    if (!this.options.venueProducts?.has(productId)) return 'simulated'
    return this.options.published?.get(productId) ?? 'venue'
  }

  /** Reads and emits what was recorded since the last poll (the timer calls this; tests may too). */
  poll(): Promise<void> {
    this.polling = this.polling.then(() => this.read())
    return this.polling
  }

  private schedule(): void {
    if (!this.running) return
    this.timer = setTimeout(() => void this.poll().then(() => this.schedule()), this.options.intervalMs ?? 250)
  }

  private async read(): Promise<void> {
    let rows: Tick[]
    try {
      rows = await ticksAfter(this.db, Math.max(0, this.cursor - OVERLAP_MS), this.options.batchLimit ?? 5000)
    } catch (error) {
      // Logged once per outage, not four times a second; a poll cut short by shutdown is not an outage.
      if (!this.failing && !this.stopped) console.error('[tern] reading recorded ticks failed:', error)
      this.failing = true
      return
    }
    this.failing = false
    const fresh = rows.filter((tick) => tick.t > (this.last.get(tick.productId)?.t ?? 0))
    for (const tick of fresh) {
      this.last.set(tick.productId, { price: tick.price, t: tick.t })
      this.cursor = Math.max(this.cursor, tick.t)
    }
    if (fresh.length > 0) this.listeners.emit(fresh)
  }
}
