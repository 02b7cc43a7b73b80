// What verifying an order needs outlives TERN_TICK_RETENTION_HOURS: when an hour is sealed, the hours a check of
// an order decided in it downloads (a timed order's entry to expiry, a limit fill's placement to fill) are marked
// `keep`, and the market's prune deletes no tick of a kept hour, nor of an hour not sealed yet (the record would
// have a hole).
import type { Kysely } from 'kysely'
import { HOUR_MS } from '../../contract/verify/prices'
import type { Database } from '../db/schema'

async function keepHours(db: Kysely<Database>, productId: number, from: number, to: number): Promise<void> {
  await db
    .updateTable('price_heads')
    .set({ keep: 1 })
    .where('product_id', '=', productId)
    .where('span', '=', 'h')
    .where('start', '>=', from - (from % HOUR_MS))
    .where('start', '<=', to)
    .execute()
}

/**
 * Marks the hours the orders decided in [hourStart, +1 h) are checked on: a settled timed order's from its entry to
 * its expiry, a filled limit order's from its placement to its fill.
 */
export async function markNeededHours(db: Kysely<Database>, productId: number, hourStart: number): Promise<void> {
  // micro_orders_due_idx (status, expires_at, product_id) answers this by a range of the index.
  const timed = await db
    .selectFrom('micro_orders')
    .select((eb) => eb.fn.min<number | string>('entry_t').as('from'))
    .where('status', '=', 1)
    .where('expires_at', '>=', hourStart)
    .where('expires_at', '<', hourStart + HOUR_MS)
    .where('product_id', '=', productId)
    .executeTakeFirst()
  if (timed?.from != null) await keepHours(db, productId, Number(timed.from), hourStart)
  // coin_orders_fill_idx (product_id, fill_t), migration 034.
  const filled = await db
    .selectFrom('coin_orders')
    .select((eb) => eb.fn.min<number | string>('placed_t').as('from'))
    .where('product_id', '=', productId)
    .where('fill_t', '>=', hourStart)
    .where('fill_t', '<', hourStart + HOUR_MS)
    .where('price_type', '=', 1)
    .executeTakeFirst()
  if (filled?.from != null) await keepHours(db, productId, Number(filled.from), hourStart)
}

/**
 * The [from, to) ranges of a product's ticks below `cutoff` the prune may delete: none above the sealed record's
 * end, none in a kept hour. A product with no signed hour (no record kept for it) is pruned as before.
 */
export async function prunableRanges(
  db: Kysely<Database>,
  productId: number,
  cutoff: number,
): Promise<[number, number][]> {
  const heads = db.selectFrom('price_heads').where('product_id', '=', productId).where('span', '=', 'h')
  const last = await heads.select('start').orderBy('start', 'desc').limit(1).executeTakeFirst()
  if (!last) return [[Number.MIN_SAFE_INTEGER, cutoff]]
  const end = Math.min(cutoff, Number(last.start) + HOUR_MS)
  const kept = await heads.select('start').where('keep', '=', 1).where('start', '<', end).orderBy('start').execute()
  const ranges: [number, number][] = []
  let from = Number.MIN_SAFE_INTEGER
  for (const { start } of kept) {
    if (Number(start) > from) ranges.push([from, Number(start)])
    from = Number(start) + HOUR_MS
  }
  if (end > from) ranges.push([from, end])
  return ranges
}
