// Database reads of the console's order pages: a page of one user's orders of each kind, newest first, with the
// product's code (or key). Money columns leave here as bigint minor units (db/minor.ts), as in the features' repos.

import type { Db } from '../../db/db'
import { withMinor } from '../../db/minor'
import { earnOrderMoney, minerOrderMoney } from '../../db/tables/invest'
import { coinOrderMoney, contractOrderMoney, microOrderMoney } from '../../db/tables/trading'

export type Query = { page: number; size: number }

const offset = ({ page, size }: Query) => (page - 1) * size

/** How many orders of a table the user has. */
export async function countOrders(
  db: Db,
  table: 'micro_orders' | 'coin_orders' | 'contract_orders' | 'miner_orders' | 'earn_orders',
  userId: number,
): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export async function timedPage(db: Db, userId: number, query: Query) {
  const rows = await db
    .selectFrom('micro_orders')
    .innerJoin('products', 'products.id', 'micro_orders.product_id')
    .selectAll('micro_orders')
    .select('products.code')
    .where('micro_orders.user_id', '=', userId)
    .orderBy('micro_orders.id', 'desc')
    .limit(query.size)
    .offset(offset(query))
    .execute()
  return rows.map((row) => withMinor(row, microOrderMoney))
}

export async function spotPage(db: Db, userId: number, query: Query) {
  const rows = await db
    .selectFrom('coin_orders')
    .innerJoin('products', 'products.id', 'coin_orders.product_id')
    .selectAll('coin_orders')
    .select(['products.code', 'products.precision'])
    .where('coin_orders.user_id', '=', userId)
    .orderBy('coin_orders.id', 'desc')
    .limit(query.size)
    .offset(offset(query))
    .execute()
  return rows.map((row) => withMinor(row, coinOrderMoney))
}

export async function contractPage(db: Db, userId: number, query: Query) {
  const rows = await db
    .selectFrom('contract_orders')
    .innerJoin('products', 'products.id', 'contract_orders.product_id')
    .selectAll('contract_orders')
    .select(['products.code', 'products.precision'])
    .where('contract_orders.user_id', '=', userId)
    .orderBy('contract_orders.id', 'desc')
    .limit(query.size)
    .offset(offset(query))
    .execute()
  return rows.map((row) => withMinor(row, contractOrderMoney))
}

export async function minerPage(db: Db, userId: number, query: Query) {
  const rows = await db
    .selectFrom('miner_orders')
    .innerJoin('miner_products', 'miner_products.id', 'miner_orders.product_id')
    .selectAll('miner_orders')
    .select('miner_products.key')
    .where('miner_orders.user_id', '=', userId)
    .orderBy('miner_orders.id', 'desc')
    .limit(query.size)
    .offset(offset(query))
    .execute()
  return rows.map((row) => withMinor(row, minerOrderMoney))
}

export async function earnPage(db: Db, userId: number, query: Query) {
  const rows = await db
    .selectFrom('earn_orders')
    .innerJoin('earn_products', 'earn_products.id', 'earn_orders.product_id')
    .selectAll('earn_orders')
    .select('earn_products.key')
    .where('earn_orders.user_id', '=', userId)
    .orderBy('earn_orders.id', 'desc')
    .limit(query.size)
    .offset(offset(query))
    .execute()
  return rows.map((row) => withMinor(row, earnOrderMoney))
}
