// Database access of spot orders.
import type { Insertable, Kysely, Selectable } from 'kysely'
import type { Db } from '../../db/db'
import { withMinor } from '../../db/minor'
import type { CoinOrderRow, CoinOrdersTable, Database } from '../../db/schema'
import { preparedByShape } from '../../db/statement-cache'
import { coinOrderMoney } from '../../db/tables/trading'

const rowOf = (row: Selectable<CoinOrdersTable>): CoinOrderRow => withMinor(row, coinOrderMoney)

const insertQuery = preparedByShape((db, columns, slot) =>
  db
    .insertInto('coin_orders')
    .values(Object.fromEntries(columns.map((c, i) => [c, slot(i)])) as Insertable<CoinOrdersTable>)
    .returningAll(),
)

export async function insertOrder(trx: Kysely<Database>, order: Insertable<CoinOrdersTable>): Promise<CoinOrderRow> {
  const columns = Object.keys(order)
    .filter((c) => order[c as keyof typeof order] !== undefined)
    .sort()
  const values = columns.map((c) => order[c as keyof typeof order])
  const row = (await insertQuery(trx, columns, values)).rows[0]
  if (!row) throw new Error('The order insert returned no row')
  return rowOf(row)
}

/** The caller's order, or undefined (also for another user's id). */
export async function findOrder(db: Kysely<Database>, userId: number, id: number): Promise<CoinOrderRow | undefined> {
  const row = await db
    .selectFrom('coin_orders')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row && rowOf(row)
}

export async function listOrders(
  db: Db,
  userId: number,
  filter: { pid?: number; waiting?: boolean; before?: number },
  limit: number,
): Promise<CoinOrderRow[]> {
  let query = db.selectFrom('coin_orders').selectAll().where('user_id', '=', userId)
  if (filter.before !== undefined) query = query.where('id', '<', filter.before)
  if (filter.pid !== undefined) query = query.where('product_id', '=', filter.pid)
  if (filter.waiting) query = query.where('status', '=', 0)
  return (await query.orderBy('id', 'desc').limit(limit).execute()).map(rowOf)
}

/**
 * Moves a waiting order to done (1, with its deciding tick) or cancelled (2). Compare-and-set on status: of a
 * cancel and a fill racing for one order exactly one changes it; the loser gets undefined.
 */
export async function decide(
  trx: Kysely<Database>,
  id: number,
  status: 1 | 2,
  at: string,
  tick?: { t: number; price: number },
): Promise<CoinOrderRow | undefined> {
  const row = await trx
    .updateTable('coin_orders')
    .set({ status, decided_at: at, fill_t: tick?.t ?? null, fill_tick_price: tick?.price ?? null })
    .where('id', '=', id)
    .where('status', '=', 0)
    .returningAll()
    .executeTakeFirst()
  return row && rowOf(row)
}

/** Waiting limit orders of a pair that prices between `low` and `high` would cross, placed before `before`. */
export async function crossable(
  db: Db,
  productId: number,
  low: number,
  high: number,
  before: number,
): Promise<CoinOrderRow[]> {
  const rows = await db
    .selectFrom('coin_orders')
    .selectAll()
    .where('product_id', '=', productId)
    .where('status', '=', 0)
    .where('placed_t', '<', before)
    .where((eb) =>
      eb.or([
        eb.and([eb('side', '=', 0), eb('price', '>=', low)]),
        eb.and([eb('side', '=', 1), eb('price', '<=', high)]),
      ]),
    )
    .orderBy('id')
    .execute()
  return rows.map(rowOf)
}

/** Every waiting limit order (restart recovery). */
export async function waitingOrders(db: Db): Promise<CoinOrderRow[]> {
  return (await db.selectFrom('coin_orders').selectAll().where('status', '=', 0).orderBy('id').execute()).map(rowOf)
}

/** The first recorded tick after `after` at which a limit order crosses (restart recovery). */
export function firstCrossingTick(db: Db, order: CoinOrderRow, after: number) {
  return db
    .selectFrom('ticks')
    .select(['t', 'price'])
    .where('product_id', '=', order.product_id)
    .where('t', '>', after)
    .where('price', order.side === 0 ? '<=' : '>=', order.price)
    .orderBy('t')
    .limit(1)
    .executeTakeFirst()
}
