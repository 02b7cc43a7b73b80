// What verifying an order needs outlives TERN_TICK_RETENTION_HOURS: when an hour is sealed, the hours a check of
// an order decided in it downloads (a timed order's entry to expiry, a limit fill's placement to fill, a contract
// position's placement to close) are marked `keep`, and the market's prune deletes no tick of a kept hour, nor of
// an hour not sealed yet (the record would have a hole), nor of an hour since an open position's placement.
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
 * its expiry, a filled limit order's from its placement to its fill, a closed contract position's from its
 * placement to its close.
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
  // contract_orders_close_idx (product_id, close_t), migration 038: positions (and parts) closed in the hour, from
  // their placement (a limit order's fill is checked too).
  const closed = await db
    .selectFrom('contract_orders')
    .select((eb) => eb.fn.min<number | string>('placed_t').as('from'))
    .where('product_id', '=', productId)
    .where('close_t', '>=', hourStart)
    .where('close_t', '<', hourStart + HOUR_MS)
    .executeTakeFirst()
  if (closed?.from != null) await keepHours(db, productId, Number(closed.from), hourStart)
  // A close by the user is checked up to its request: one priced on a tick of the hour before, requested in this
  // one, needs this hour too (the same index range, one hour earlier).
  const requested = await db
    .selectFrom('contract_orders')
    .select('id')
    .where('product_id', '=', productId)
    .where('close_t', '>=', hourStart - HOUR_MS)
    .where('close_t', '<', hourStart)
    .where('close_reason', '=', 'user')
    .where('closed_at', '>=', new Date(hourStart).toISOString())
    .limit(1)
    .executeTakeFirst()
  if (requested) await keepHours(db, productId, hourStart, hourStart)
}

/**
 * The placement tick time of the product's oldest pending order or open position: its check, once it closes, needs
 * every hour from there, which the prune must not delete before the close's hour is sealed and marks them (the
 * trigger indexes hold exactly these orders).
 */
async function oldestActive(db: Kysely<Database>, productId: number): Promise<number | null> {
  const [low, high] = await Promise.all(
    (['low_trigger', 'high_trigger'] as const).map((trigger) =>
      db
        .selectFrom('contract_orders')
        .select((eb) => eb.fn.min<number | string>('placed_t').as('from'))
        .where('product_id', '=', productId)
        .where(trigger, 'is not', null)
        .executeTakeFirst(),
    ),
  )
  const found = [low?.from, high?.from].filter((v) => v != null).map(Number)
  return found.length > 0 ? Math.min(...found) : null
}

/**
 * The [from, to) ranges of a product's ticks below `cutoff` the prune may delete: none above the sealed record's
 * end, none in a kept hour, none from the hour of the oldest open contract position's (or pending order's)
 * placement on. A product with no signed hour (no record kept for it) is pruned as before.
 */
export async function prunableRanges(
  db: Kysely<Database>,
  productId: number,
  cutoff: number,
): Promise<[number, number][]> {
  const heads = db.selectFrom('price_heads').where('product_id', '=', productId).where('span', '=', 'h')
  const last = await heads.select('start').orderBy('start', 'desc').limit(1).executeTakeFirst()
  if (!last) return [[Number.MIN_SAFE_INTEGER, cutoff]]
  const active = await oldestActive(db, productId)
  const held = active === null ? Number.POSITIVE_INFINITY : active - (active % HOUR_MS)
  const end = Math.min(cutoff, Number(last.start) + HOUR_MS, held)
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
