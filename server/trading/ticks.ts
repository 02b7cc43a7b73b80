// Deciding ticks are written with the business record that uses them, in the same transaction, so the
// evidence exists even if the process stops before the market's next once-a-second flush (which then skips
// the row it finds already recorded).
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { AppError } from '../errors'
import type { Market } from '../market/market'

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

export async function recordTick(trx: Kysely<Database>, tick: { productId: number; t: number; price: number }) {
  await trx
    .insertInto('ticks')
    .values({ product_id: tick.productId, t: tick.t, price: tick.price })
    .onConflict((oc) => oc.columns(['product_id', 't']).doNothing())
    .execute()
}
