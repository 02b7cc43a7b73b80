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

/** Active alerts: all of them, or (polling) those with an id above `afterId` or created since `since`. */
export function activeAlerts(db: Db, poll?: { afterId: number; since: string }) {
  let query = db.selectFrom('price_alerts').selectAll().where('status', '=', 'active')
  if (poll) query = query.where((eb) => eb.or([eb('id', '>', poll.afterId), eb('created_at', '>=', poll.since)]))
  return query.orderBy('id').execute()
}

export async function deletedSince(db: Db, since: string): Promise<number[]> {
  const rows = await db
    .selectFrom('price_alerts')
    .select('id')
    .where('status', '=', 'deleted')
    .where('deleted_at', '>=', since)
    .execute()
  return rows.map((r) => Number(r.id))
}

/** The compare-and-set that fires an alert exactly once; false when it is no longer active (deleted). */
export async function markFired(db: Db, id: number, tick: { t: number; price: number }, at: string) {
  const result = await db
    .updateTable('price_alerts')
    .set({ status: 'fired', fired_at: at, fired_t: tick.t, fired_price: tick.price })
    .where('id', '=', id)
    .where('status', '=', 'active')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
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
