// Deciding ticks are written with the business record that uses them, in the same transaction, so the
// evidence exists even if the process stops before the market's next once-a-second flush (which then skips
// the row it finds already recorded).
import type { Kysely, QueryCreator } from 'kysely'
import { dialectOf } from '../db/dialect'
import type { Database } from '../db/schema'
import type { Deps } from '../deps'
import { AppError } from '../errors'
import type { Market } from '../market/market'
import { productStatus } from '../market/status'
import { recordTick as recordTickOnce } from './prepared-ticks'

export interface LiveTick {
  productId: number
  /** Epoch ms. */
  t: number
  /** Price units. */
  price: number
  precision: number
}

/** The tick in force for a product right now; refuses a product without a tick yet (nothing to decide by). */
export function currentTick(market: Market, productId: number): LiveTick {
  const state = market.get(productId)
  if (!state || state.lastT <= 0 || state.last <= 0) throw new AppError('price_unavailable')
  return { productId, t: state.lastT, price: state.last, precision: state.row.precision }
}

/** What the freshness rule reads: the setting and the clock. */
type Freshness = Pick<Deps, 'config' | 'clock'>

/**
 * Whether a tick recorded at `t` (epoch ms) is recent enough at the clock's time to trade on. An API process
 * only sees the ticks the engine records: when the feed stalls, the last one would otherwise be traded against
 * however far the real market has moved (ARCHITECTURE section 4). Engines settle on recorded ticks and never ask.
 */
export function isFresh(deps: Freshness, t: number): boolean {
  return deps.clock().getTime() - t <= deps.config.maxPriceAgeSeconds * 1000
}

export function requireFresh(deps: Freshness, t: number): void {
  if (!isFresh(deps, t)) throw new AppError('price_stale')
}

/** Refuses an order on a product that is not live (a venue's delayed prices, a closed market). */
export function requireLive(deps: Freshness & Pick<Deps, 'market'>, productId: number): void {
  const { status } = productStatus(deps.market, productId, deps.config.maxPriceAgeSeconds * 1000)
  if (status === 'closed') throw new AppError('market_not_live', 'market_closed')
  if (status === 'delayed') throw new AppError('market_not_live')
}

/** The tick a trade is decided by at the moment of the call: the current one, refused when it is stale. */
export function tradingTick(deps: Freshness & Pick<Deps, 'market'>, productId: number): LiveTick {
  requireLive(deps, productId)
  const tick = currentTick(deps.market, productId)
  requireFresh(deps, tick.t)
  return tick
}

export async function recordTick(trx: Kysely<Database>, tick: { productId: number; t: number; price: number }) {
  await recordTickOnce(trx, tick)
}

/**
 * Runs `insert` (the insert of the business record a tick decides) with the tick recorded in the same
 * statement on PostgreSQL (a data-modifying WITH, one round trip), before it on SQLite.
 */
export async function insertWithTick<T>(
  trx: Kysely<Database>,
  tick: { productId: number; t: number; price: number },
  insert: (db: QueryCreator<Database>) => Promise<T>,
): Promise<T> {
  if (dialectOf(trx) !== 'postgres') {
    await recordTick(trx, tick)
    return insert(trx)
  }
  const withTick = trx.with('recorded_tick', (db) =>
    db
      .insertInto('ticks')
      .values({ product_id: tick.productId, t: tick.t, price: tick.price })
      .onConflict((oc) => oc.columns(['product_id', 't']).doNothing())
      .returning('t'),
  )
  return insert(withTick as unknown as QueryCreator<Database>)
}
