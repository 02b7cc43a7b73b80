import type { PriceAlertDirection } from '../../../contract/price-alerts'
import type { Db } from '../../db/db'
import type { PriceAlertRow } from '../../db/schema'
import type { BookAlert } from './book'

export const toBookAlert = (row: PriceAlertRow): BookAlert => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  productId: Number(row.product_id),
  direction: row.direction,
  target: Number(row.target),
  watchT: Number(row.watch_t),
})

export async function countActive(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('price_alerts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 'active')
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export interface NewAlert {
  userId: number
  productId: number
  direction: PriceAlertDirection
  target: number
  watchT: number
  at: string
}

export async function insertAlert(db: Db, alert: NewAlert): Promise<PriceAlertRow> {
  return db
    .insertInto('price_alerts')
    .values({
      user_id: alert.userId,
      product_id: alert.productId,
      direction: alert.direction,
      target: alert.target,
      watch_t: alert.watchT,
      status: 'active',
      created_at: alert.at,
      fired_at: null,
      fired_t: null,
      fired_price: null,
      deleted_at: null,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** The user's alerts that are not deleted, newest first. */
export function alertsOf(db: Db, userId: number, productId: number | undefined, limit: number) {
  let query = db.selectFrom('price_alerts').selectAll().where('user_id', '=', userId).where('status', '!=', 'deleted')
  if (productId !== undefined) query = query.where('product_id', '=', productId)
  return query.orderBy('id', 'desc').limit(limit).execute()
}

/** Deletes one of the user's own alerts (active or fired); false when there is none with that id. */
export async function deleteAlert(db: Db, userId: number, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('price_alerts')
    .set({ status: 'deleted', deleted_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('status', '!=', 'deleted')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Every active alert. */
export function activeAlerts(db: Db) {
  return db.selectFrom('price_alerts').selectAll().where('status', '=', 'active').execute()
}

/** Active alerts with an id above `afterId`, then those created since `since` (two indexed reads). */
export async function newActiveAlerts(db: Db, afterId: number, since: string) {
  const byId = await db
    .selectFrom('price_alerts')
    .selectAll()
    .where('status', '=', 'active')
    .where('id', '>', afterId)
    .execute()
  const recent = await db.selectFrom('price_alerts').selectAll().where('created_at', '>=', since).execute()
  return [...byId, ...recent.filter((row) => row.status === 'active')]
}

export async function deletedSince(db: Db, since: string): Promise<number[]> {
  const rows = await db.selectFrom('price_alerts').select('id').where('deleted_at', '>=', since).execute()
  return rows.map((r) => Number(r.id))
}

/**
 * The compare-and-set that fires alerts exactly once, all on one tick: returns the ids it fired (those still
 * active; a deleted one is left alone).
 */
export async function markFired(db: Db, ids: readonly number[], tick: { t: number; price: number }, at: string) {
  const fired: number[] = []
  // Chunks keep the statement under every driver's parameter limit.
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await db
      .updateTable('price_alerts')
      .set({ status: 'fired', fired_at: at, fired_t: tick.t, fired_price: tick.price })
      .where('id', 'in', ids.slice(i, i + 500))
      .where('status', '=', 'active')
      .returning('id')
      .execute()
    for (const row of rows) fired.push(Number(row.id))
  }
  return fired
}

/** How many recorded ticks recovery reads at a time. */
export const TICK_PAGE = 500

/** Recorded ticks of a product after `after` at or below `low` or at or above `high`, oldest first. */
export function ticksReaching(db: Db, productId: number, after: number, low: number | null, high: number | null) {
  return db
    .selectFrom('ticks')
    .select(['t', 'price'])
    .where('product_id', '=', productId)
    .where('t', '>', after)
    .where((eb) => {
      const either = []
      if (low !== null) either.push(eb('price', '<=', low))
      if (high !== null) either.push(eb('price', '>=', high))
      return eb.or(either)
    })
    .orderBy('t')
    .limit(TICK_PAGE)
    .execute()
}
