// What a trading product plugs into the scheduler (scheduler.ts); the list of products is server/engines.ts.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import type { Deps } from '../deps'
import type { Tick } from '../market/feed'

/** Product id -> the latest tick time (epoch ms) the market has accepted. */
export type LatestTicks = ReadonlyMap<number, number>

export interface Engine<Name extends string = string> {
  /** Keys the engine's count in the scheduler's stats. */
  readonly name: Name
  /** Decides what a batch of ticks made due; returns the number of orders decided. */
  onTicks(deps: Deps, ticks: readonly Tick[], latest: LatestTicks): Promise<number>
  /**
   * On start, before new ticks: decides what became due while the server was down, from the recorded ticks, for
   * the products in `latest` only (those that may be decided on now: live or simulated). The others are passed in
   * a later call, once they are.
   */
  recover(deps: Deps, latest: LatestTicks): Promise<number>
  /** The product's invariants (npm run ledger:check and the tests): readable problems, none when healthy. */
  check(db: Kysely<Database>): Promise<string[]>
}
