// Database access of the invest products (staking "miner" and earn): products, orders and the per-day credits.
import { type Kysely, sql } from 'kysely'
import type { Db } from '../../db/db'
import { toMinor } from '../../db/minor'
import type { Database, EarnOrderRow, EarnProductRow, MinerOrderRow, MinerProductRow } from '../../db/schema'
import { reasons } from '../../ledger/accounts'

type Reader = Kysely<Database>

/** Products users can see: open (0) and paused (1); ended ones (2) are gone from the lists. */
export function listMinerProducts(db: Reader): Promise<MinerProductRow[]> {
  return db.selectFrom('miner_products').selectAll().where('status', '<', 2).orderBy('sort').orderBy('id').execute()
}

export function findMinerProduct(db: Reader, id: number): Promise<MinerProductRow | undefined> {
  return db.selectFrom('miner_products').selectAll().where('id', '=', id).where('status', '<', 2).executeTakeFirst()
}

export function listEarnProducts(db: Reader): Promise<EarnProductRow[]> {
  return db.selectFrom('earn_products').selectAll().where('status', '<', 2).orderBy('sort').orderBy('id').execute()
}

export function findEarnProduct(db: Reader, id: number): Promise<EarnProductRow | undefined> {
  return db.selectFrom('earn_products').selectAll().where('id', '=', id).where('status', '<', 2).executeTakeFirst()
}

/** Every earn project's title source (also ended ones, which old orders name). */
export function earnTitleRows(db: Reader) {
  return db.selectFrom('earn_products').select(['id', 'key', 'titles', 'coin']).execute()
}

/** The caller's staking orders, newest first (also the caller's only: another user's id is not found). */
export function listMinerOrders(db: Reader, userId: number, limit: number): Promise<MinerOrderRow[]> {
  return db
    .selectFrom('miner_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

export function findMinerOrder(db: Reader, userId: number, id: number): Promise<MinerOrderRow | undefined> {
  return db.selectFrom('miner_orders').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
}

export function listEarnOrders(db: Reader, userId: number, limit: number): Promise<EarnOrderRow[]> {
  return db
    .selectFrom('earn_orders')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

/** Per product: the caller's subscriptions ever, and the principal of the active ones (minor units). */
export async function minerHoldings(db: Reader, userId: number): Promise<Map<number, { count: number; held: bigint }>> {
  const rows = await db
    .selectFrom('miner_orders')
    .select((eb) => [
      'product_id',
      eb.fn.countAll<number>().as('n'),
      eb.fn.sum<number | string | null>(sql`case when status = 0 then amount else 0 end`).as('held'),
    ])
    .where('user_id', '=', userId)
    .groupBy('product_id')
    .execute()
  return new Map(rows.map((r) => [r.product_id, { count: Number(r.n), held: toMinor(r.held) }]))
}

/** The caller's staking totals: active principal, every credit, and the credits for one day (YYYY-MM-DD). */
export async function minerTotals(db: Reader, userId: number, day: string) {
  const orders = await db
    .selectFrom('miner_orders')
    .select((eb) => [
      eb.fn.sum<number | string | null>(sql`case when status = 0 then amount else 0 end`).as('total'),
      eb.fn.sum<number | string | null>('profit_get').as('profit'),
    ])
    .where('user_id', '=', userId)
    .executeTakeFirst()
  const day1 = await db
    .selectFrom('postings')
    .select((eb) => eb.fn.sum<number | string | null>('amount').as('amount'))
    .where('account_kind', '=', 'user')
    .where('account_id', '=', String(userId))
    .where('reason', '=', reasons.minerYield)
    .where('ref', 'like', `%@${day}`)
    .executeTakeFirst()
  return { total: toMinor(orders?.total), profit: toMinor(orders?.profit), day: toMinor(day1?.amount) }
}

/** Rewards paid to the caller by finished earn orders. */
export async function earnRewardsPaid(db: Db, userId: number): Promise<bigint> {
  const row = await db
    .selectFrom('earn_orders')
    .select((eb) => eb.fn.sum<number | string | null>('reward').as('paid'))
    .where('user_id', '=', userId)
    .where('status', '=', 1)
    .executeTakeFirst()
  return toMinor(row?.paid)
}
