// Runs the trading engines on the market's tick batches (whichever feed produces them). Batches are processed
// one after another, each engine in list order; batches that arrive while one is processed are merged into the
// next run. start() first catches up on what happened while the server was down (from the recorded ticks),
// stop() waits for the run in progress.
import type { Deps } from '../deps'
import type { Tick } from '../market/feed'
import type { Engine, LatestTicks } from './engine'

export class TradingEngines<E extends Engine> {
  /** Orders decided so far, per engine name. */
  readonly stats: Record<E['name'], number>
  private pending: Tick[] = []
  private running: Promise<void> = Promise.resolve()
  private scheduled = false
  private unsubscribe: (() => void) | undefined

  constructor(
    private readonly deps: Deps,
    private readonly engines: readonly E[],
  ) {
    this.stats = Object.fromEntries(engines.map((e) => [e.name, 0])) as Record<E['name'], number>
  }

  /** Subscribes to ticks and settles what became due while the server was down. */
  start(): Promise<void> {
    if (this.unsubscribe) return this.running
    this.unsubscribe = this.deps.market.subscribe((ticks) => this.accept(ticks))
    this.running = this.running.then(() => this.each((e, latest) => e.recover(this.deps, latest)))
    return this.running
  }

  async stop(): Promise<void> {
    this.unsubscribe?.()
    this.unsubscribe = undefined
    await this.idle()
  }

  /** Resolves once every batch accepted so far is processed. */
  async idle(): Promise<void> {
    let current: Promise<void>
    do {
      current = this.running
      await current
    } while (current !== this.running)
  }

  private accept(ticks: readonly Tick[]): void {
    this.pending.push(...ticks)
    if (this.scheduled) return
    this.scheduled = true
    this.running = this.running.then(() => this.run())
  }

  private async run(): Promise<void> {
    this.scheduled = false
    const ticks = this.pending
    this.pending = []
    if (ticks.length === 0) return
    await this.each((e, latest) => e.onTicks(this.deps, ticks, latest))
  }

  /**
   * Runs every engine in order. An error is logged and the rest of the run skipped; it is retried with the
   * next batch (the failing engine committed nothing).
   */
  private async each(work: (engine: E, latest: LatestTicks) => Promise<number>): Promise<void> {
    try {
      for (const engine of this.engines) {
        const name: E['name'] = engine.name
        this.stats[name] += await work(engine, latestByProduct(this.deps))
      }
    } catch (error) {
      console.error('[tern] trading engine run failed:', error)
    }
  }
}

/** Restored from the recorded ticks on start. */
function latestByProduct({ market }: Deps): LatestTicks {
  return new Map(market.list().map((s) => [s.row.id, s.lastT]))
}
