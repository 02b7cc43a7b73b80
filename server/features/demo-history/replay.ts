// Replays a recorded path through a market and the real trading engines, on a clock that follows the ticks: the
// demo account's orders are placed, decided and settled exactly as they would have been live at those times.
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import type { Deps } from '../../deps'
import { engines } from '../../engines'
import { writeTx } from '../../ledger/tx'
import { loadMarketConfig } from '../../market/config'
import type { Tick } from '../../market/feed'
import { Market } from '../../market/market'
import { ScriptedFeed } from '../../market/scripted'
import type { RecordedPath } from './path'

/** An action runs this long after the minute's tick (a user reacting to the price they see). */
const REACTION_MS = 2000

export class Replay {
  /** The minute whose tick was published last (-1: none yet). */
  private minute = -1

  private constructor(
    readonly deps: Deps,
    private readonly feed: ScriptedFeed,
    readonly path: RecordedPath,
    /** What the replay's clock reads (epoch ms). */
    private readonly time: { now: number },
  ) {}

  /** A market of `products` as it stood before the path's first tick, fed only by the path. */
  static async open(live: Deps, path: RecordedPath, products: readonly number[]): Promise<Replay> {
    const first = Math.min(...[...path.ticks.values()].map((ticks) => ticks[0]?.t ?? 0))
    const feed = new ScriptedFeed()
    const time = { now: first }
    const clock = () => new Date(time.now)
    const market = await Market.open({
      db: live.db,
      clock,
      seed: loadMarketConfig().seed,
      historyCandles: 0,
      tickRetentionMs: Number.MAX_SAFE_INTEGER,
      recording: 'none',
      asOf: first - 1,
      products: [...new Set([...path.ticks.keys(), ...products])],
      feed: () => feed,
    })
    // Reviews are decided explicitly by the script (as an operator would), whatever this deployment auto-approves.
    const none = { banks: false, deposits: false, withdrawals: false, verifications: false }
    const config = { ...live.config, autoApprove: none }
    return new Replay({ ...live, config, clock, market }, feed, path, time)
  }

  /** The price (units) of a product at a minute of the path. */
  price(productId: number, minute: number): number {
    const tick = this.path.ticks.get(productId)?.[minute]
    if (!tick) throw new Error(`no recorded tick for product ${productId} at minute ${minute}`)
    return tick.price
  }

  /**
   * Publishes the ticks after the last published minute up to `minute` as one batch (as the engines get a backlog
   * after a pause: each order is still decided by the first tick that decides it), lets the engines decide, and
   * stands the clock just after that minute.
   */
  async advanceTo(minute: number): Promise<void> {
    const last = Math.min(minute, this.path.minutes - 1)
    if (last <= this.minute) return
    const batch: Tick[] = []
    for (let m = this.minute + 1; m <= last; m++) {
      for (const ticks of this.path.ticks.values()) {
        const tick = ticks[m]
        if (tick) batch.push(tick)
      }
    }
    this.minute = last
    this.time.now = Math.max(...batch.map((tick) => tick.t))
    this.feed.emit(batch)
    const latest = new Map(this.deps.market.list().map((s) => [s.row.id, s.lastT]))
    for (const engine of engines) await engine.onTicks(this.deps, batch, latest)
    this.time.now += REACTION_MS
  }

  /** Runs a money-moving service call in one write transaction, as its route does. */
  tx<T>(work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
    return writeTx(this.deps.db, work)
  }

  async close(): Promise<void> {
    await this.deps.market.stop()
  }
}
