// The trading engines, driven by the market's tick batches (whichever feed produces them): timed-order
// settlement and spot limit fills. Batches are processed one after another; batches that arrive while one
// is processed are merged into the next run. start() first catches up on what happened while the server was
// down (from the recorded ticks), stop() waits for the run in progress.
import type { Deps } from '../deps'
import type { Tick } from '../market/feed'
import { settleMicro } from './micro-engine'
import { fillSpot, recoverSpot } from './spot-engine'

export interface EngineStats {
  microSettled: number
  spotFilled: number
}

export class TradingEngines {
  readonly stats: EngineStats = { microSettled: 0, spotFilled: 0 }
  private pending: Tick[] = []
  private running: Promise<void> = Promise.resolve()
  private scheduled = false
  private unsubscribe: (() => void) | undefined

  constructor(private readonly deps: Deps) {}

  /** Subscribes to ticks and settles what became due while the server was down. */
  start(): Promise<void> {
    if (this.unsubscribe) return this.running
    this.unsubscribe = this.deps.market.subscribe((ticks) => this.accept(ticks))
    this.running = this.running.then(() => this.recover())
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
    await this.guard(async () => {
      this.stats.microSettled += await settleMicro(this.deps, latestByProduct(this.deps))
      this.stats.spotFilled += await fillSpot(this.deps, ticks)
    })
  }

  private async recover(): Promise<void> {
    await this.guard(async () => {
      this.stats.microSettled += await settleMicro(this.deps, latestByProduct(this.deps))
      this.stats.spotFilled += await recoverSpot(this.deps)
    })
  }

  /** An engine error is logged and retried with the next batch (nothing was committed). */
  private async guard(work: () => Promise<void>): Promise<void> {
    try {
      await work()
    } catch (error) {
      console.error('[tern] trading engine run failed:', error)
    }
  }
}

/** Product id -> the latest tick time the market has accepted (restored from the recorded ticks on start). */
function latestByProduct({ market }: Deps): Map<number, number> {
  return new Map(market.list().map((s) => [s.row.id, s.lastT]))
}
