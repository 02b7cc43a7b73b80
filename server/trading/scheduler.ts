// Runs the trading engines on the market's tick batches (whichever feed produces them). Batches are processed
// one after another, each engine in list order; batches that arrive while one is processed are merged into the
// next run. start() first catches up on what happened while the server was down (from the recorded ticks),
// stop() waits for the run in progress. Recovery follows the live rule (README: Real prices): it decides on a
// product only while the product is live or simulated; a product that is not live at the start is recovered in
// the first run after it is (or that carries a tick accepted for it), before that run's ticks.
//
// An engine's failure is its own: the engines after it still run on the batch, and the failing engine keeps the
// ticks it failed on and gets them again, oldest first, merged into its next run, which comes with the next batch
// or after a backoff when none comes (a stop-loss crossed only inside that batch must still be decided). This is
// safe because an engine commits a run's decisions in one transaction, each a compare-and-set on the order's
// state: a failed run wrote nothing, and a decision already made is skipped when its ticks come again. While an
// engine keeps failing (the database is down) its owed ticks grow with the feed, the price of losing none.
import { isUnavailableError } from '../db/dialect'
import { createOutageLog } from '../db/outage'
import type { Deps } from '../deps'
import type { Tick } from '../market/feed'
import { isTradable, productStatus } from '../market/status'
import type { Engine, LatestTicks } from './engine'

export interface SchedulerOptions {
  /** The wait before the first retry of a failed run (ms), doubled after each failed retry up to MAX_RETRY_MS. */
  retryMs?: number
}

const MAX_RETRY_MS = 30_000

/** What one engine still owes: the products it has not recovered yet (since start) and its failed runs' ticks. */
interface Owed {
  unrecovered: Set<number>
  ticks: readonly Tick[]
}

export class TradingEngines<E extends Engine> {
  /** Orders decided so far, per engine name. */
  readonly stats: Record<E['name'], number>
  private readonly owed = new Map<E, Owed>()
  private readonly retryMs: number
  private pending: Tick[] = []
  private running: Promise<void> = Promise.resolve()
  private scheduled = false
  private unsubscribe: (() => void) | undefined
  /** Consecutive runs with a failure: the backoff of the next retry. */
  private failedRuns = 0
  private retry: ReturnType<typeof setTimeout> | undefined
  /** Runs that failed because the database is away: one line per interval, not one per run. */
  private readonly outage = createOutageLog('trading engines failed, retrying (database unavailable)')

  constructor(
    private readonly deps: Deps,
    private readonly engines: readonly E[],
    options: SchedulerOptions = {},
  ) {
    this.stats = Object.fromEntries(engines.map((e) => [e.name, 0])) as Record<E['name'], number>
    for (const engine of engines) this.owed.set(engine, { unrecovered: new Set(), ticks: [] })
    this.retryMs = options.retryMs ?? 1000
  }

  /** Subscribes to ticks and settles what became due while the server was down. */
  start(): Promise<void> {
    if (this.unsubscribe) return this.running
    this.unsubscribe = this.deps.market.subscribe((ticks) => this.accept(ticks))
    const ids = this.deps.market.list().map((s) => s.row.id)
    for (const owed of this.owed.values()) owed.unrecovered = new Set(ids)
    this.schedule()
    return this.running
  }

  async stop(): Promise<void> {
    this.unsubscribe?.()
    this.unsubscribe = undefined
    clearTimeout(this.retry)
    this.retry = undefined
    await this.idle()
  }

  /** Resolves once every batch accepted so far has had its run (a failed one is retried later). */
  async idle(): Promise<void> {
    let current: Promise<void>
    do {
      current = this.running
      await current
    } while (current !== this.running)
  }

  /** A tick decides nothing when its product is not live as it arrives (README: Real prices). */
  private accept(ticks: readonly Tick[]): void {
    this.pending.push(...ticks.filter((tick) => tradable(this.deps, tick.productId)))
    this.schedule()
  }

  private schedule(): void {
    if (this.scheduled) return
    this.scheduled = true
    clearTimeout(this.retry)
    this.retry = undefined
    this.running = this.running.then(() => this.run())
  }

  private async run(): Promise<void> {
    this.scheduled = false
    const ticks = this.pending
    this.pending = []
    let failed = false
    for (const engine of this.engines) {
      const owed = this.owed.get(engine)
      if (!owed) continue
      if (ticks.length > 0) owed.ticks = owed.ticks.concat(ticks)
      if (!(await this.settle(engine, owed))) failed = true
    }
    this.failedRuns = failed ? this.failedRuns + 1 : 0
    if (failed && this.unsubscribe) this.retryLater()
  }

  /**
   * One engine's recovery of the products it still owes that may be decided on now (live or simulated, or with
   * a tick accepted for them), then its ticks; false when it failed (it keeps what it owes).
   */
  private async settle(engine: E, owed: Owed): Promise<boolean> {
    const name: E['name'] = engine.name
    try {
      const due = recoverable(this.deps, owed)
      if (due.size > 0) {
        this.stats[name] += await engine.recover(this.deps, due)
        for (const id of due.keys()) owed.unrecovered.delete(id)
      }
      if (owed.ticks.length > 0) {
        this.stats[name] += await engine.onTicks(this.deps, owed.ticks, latestByProduct(this.deps))
        owed.ticks = []
      }
      return true
    } catch (error) {
      if (isUnavailableError(error)) this.outage.report(error)
      else console.error(`[tern] trading engine ${name} failed, retrying:`, error)
      return false
    }
  }

  private retryLater(): void {
    const delay = Math.min(this.retryMs * 2 ** (this.failedRuns - 1), Math.max(this.retryMs, MAX_RETRY_MS))
    this.retry = setTimeout(() => this.schedule(), delay)
  }
}

function tradable({ market, config }: Deps, productId: number): boolean {
  return isTradable(productStatus(market, productId, config.maxPriceAgeSeconds * 1000).status)
}

/** Restored from the recorded ticks on start; only the products engines may decide on now (live or simulated). */
function latestByProduct(deps: Deps): LatestTicks {
  return new Map(deps.market.list().flatMap((s) => (tradable(deps, s.row.id) ? [[s.row.id, s.lastT] as const] : [])))
}

/** The products an engine still owes a recovery for that may be decided on now, with their latest tick times. */
function recoverable(deps: Deps, owed: Owed): LatestTicks {
  if (owed.unrecovered.size === 0) return new Map()
  const ticked = new Set(owed.ticks.map((tick) => tick.productId))
  return new Map(
    deps.market
      .list()
      .filter((s) => owed.unrecovered.has(s.row.id) && (ticked.has(s.row.id) || tradable(deps, s.row.id)))
      .map((s) => [s.row.id, s.lastT] as const),
  )
}
