// Database access of the invest products (staking "miner" and earn): products, orders and the per-day credits.
// Money leaves here as bigint USDT minor units (db/minor.ts), so the services and the engine compute in bigint.
import { type Kysely, type Selectable, sql } from 'kysely'
import type { Db } from '../../db/db'
import { toMinor, withMinor } from '../../db/minor'
import type {
  Database,
  EarnOrderRow,
  EarnOrdersTable,
  EarnProductRow,
  MinerOrderRow,
  MinerOrdersTable,
  MinerProductRow,
} from '../../db/schema'
import { earnOrderMoney, earnProductMoney, minerOrderMoney, minerProductMoney } from '../../db/tables/invest'
import { reasons } from '../../ledger/accounts'

type Reader = Kysely<Database>

/** Products users can see: open (0) and paused (1); ended ones (2) are gone from the lists. */
export async function listMinerProducts(db: Reader): Promise<MinerProductRow[]> {
  const rows = await db
    .selectFrom('miner_products')
    .selectAll()
    .where('status', '<', 2)
    .orderBy('sort')
    .orderBy('id')
    .execute()
  return rows.map((row) => withMinor(row, minerProductMoney))
}

export async function findMinerProduct(db: Reader, id: number): Promise<MinerProductRow | undefined> {
  const row = await db
    .selectFrom('miner_products')
    .selectAll()
    .where('id', '=', id)
    .where('status', '<', 2)
    .executeTakeFirst()
  return row && withMinor(row, minerProductMoney)
}

export async function listEarnProducts(db: Reader): Promise<EarnProductRow[]> {
  const rows = await db
    .selectFrom('earn_products')
    .selectAll()
    .where('status', '<', 2)
    .orderBy('sort')
    .orderBy('id')
    .execute()
  return rows.map((row) => withMinor(row, earnProductMoney))
}

export async function findEarnProduct(db: Reader, id: number): Promise<EarnProductRow | undefined> {
  const row = await db
    .selectFrom('earn_products')
    .selectAll()
    .where('id', '=', id)
    .where('status', '<', 2)
    .executeTakeFirst()
  return row && withMinor(row, earnProductMoney)
}

/** Every product of both kinds, ended ones too, oldest first: the operators' list. */
export async function allInvestProducts(db: Reader): Promise<{ miner: MinerProductRow[]; earn: EarnProductRow[] }> {
  const [miner, earn] = await Promise.all([
    db.selectFrom('miner_products').selectAll().orderBy('id').execute(),
    db.selectFrom('earn_products').selectAll().orderBy('id').execute(),
  ])
  return {
    miner: miner.map((row) => withMinor(row, minerProductMoney)),
    earn: earn.map((row) => withMinor(row, earnProductMoney)),
  }
}

/** Every earn project's title source (also ended ones, which old orders name). */
export function earnTitleRows(db: Reader) {
  return db.selectFrom('earn_products').select(['id', 'key', 'titles', 'coin']).execute()
}

/** The caller's staking orders, newest first (also the caller's only: another user's id is not found). */
export async function listMinerOrders(
  db: Reader,
  userId: number,
  limit: number,
  before?: number,
): Promise<MinerOrderRow[]> {
  let query = db.selectFrom('miner_orders').selectAll().where('user_id', '=', userId)
  if (before !== undefined) query = query.where('id', '<', before)
  const rows = await query.orderBy('id', 'desc').limit(limit).execute()
  return rows.map((row) => withMinor(row, minerOrderMoney))
}

export async function findMinerOrder(db: Reader, userId: number, id: number): Promise<MinerOrderRow | undefined> {
  const row = await db
    .selectFrom('miner_orders')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row && withMinor(row, minerOrderMoney)
}

/** A staking order just written (an insert's returningAll()) in the repo's form. */
export const minerOrderOf = (row: Selectable<MinerOrdersTable>): MinerOrderRow => withMinor(row, minerOrderMoney)

export async function listEarnOrders(
  db: Reader,
  userId: number,
  limit: number,
  before?: number,
): Promise<EarnOrderRow[]> {
  let query = db.selectFrom('earn_orders').selectAll().where('user_id', '=', userId)
  if (before !== undefined) query = query.where('id', '<', before)
  const rows = await query.orderBy('id', 'desc').limit(limit).execute()
  return rows.map((row) => withMinor(row, earnOrderMoney))
}

/** An earn order just written (an insert's returningAll()) in the repo's form. */
export const earnOrderOf = (row: Selectable<EarnOrdersTable>): EarnOrderRow => withMinor(row, earnOrderMoney)

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

/** The engine's reads (accrual.ts): which orders are due on `today` (a UTC day number), at most `limit`. */
export interface DueScope {
  today: number
  limit: number
  /** Only this order (an early cancel credits its due days first). */
  orderId?: number
}

/**
 * Active staking orders with a day to credit: the oldest due day's, in id order (both read the (status, next_day,
 * id) index in order, where a range of days ordered by id would sort every active order on each batch); or the one
 * order of an early cancel, whatever its day.
 */
export async function dueMinerCredits(db: Reader, scope: DueScope) {
  const query = db
    .selectFrom('miner_orders')
    .select(['id', 'user_id', 'daily', 'next_day'])
    .where('status', '=', 0)
    .whereRef('next_day', '<', 'end_day')
  let rows: { id: number; user_id: number; daily: number; next_day: number }[]
  if (scope.orderId !== undefined) {
    rows = await query.where('next_day', '<', scope.today).where('id', '=', scope.orderId).execute()
  } else {
    const oldest = await db
      .selectFrom('miner_orders')
      .select((eb) => eb.fn.min('next_day').as('day'))
      .where('status', '=', 0)
      .where('next_day', '<', scope.today)
      .whereRef('next_day', '<', 'end_day')
      .executeTakeFirst()
    if (oldest?.day === null || oldest?.day === undefined) return []
    rows = await query.where('next_day', '=', Number(oldest.day)).orderBy('id').limit(scope.limit).execute()
  }
  return rows.map((row) => withMinor(row, ['daily']))
}

/** Active staking orders whose end has come and whose days are all credited, with their product's titles. */
export async function maturingMinerOrders(db: Reader, scope: DueScope) {
  const rows = await db
    .selectFrom('miner_orders')
    .innerJoin('miner_products', 'miner_products.id', 'miner_orders.product_id')
    .select(['miner_orders.id', 'product_id', 'user_id', 'amount', 'profit_get', 'key', 'titles'])
    .where('miner_orders.status', '=', 0)
    .where('end_day', '<=', scope.today)
    .whereRef('next_day', '>=', 'end_day')
    .orderBy('miner_orders.id')
    .limit(scope.limit)
    .execute()
  return rows.map((row) => withMinor(row, ['amount', 'profit_get']))
}

/** Active earn orders whose end_day has come, with their product's titles. */
export async function maturingEarnOrders(db: Reader, scope: DueScope) {
  const rows = await db
    .selectFrom('earn_orders')
    .innerJoin('earn_products', 'earn_products.id', 'earn_orders.product_id')
    .select(['earn_orders.id', 'product_id', 'user_id', 'amount', 'reward', 'end_day', 'earn_orders.coin'])
    .select(['earn_products.key', 'earn_products.titles'])
    .where('earn_orders.status', '=', 0)
    .where('end_day', '<=', scope.today)
    .orderBy('earn_orders.id')
    .limit(scope.limit)
    .execute()
  return rows.map((row) => withMinor(row, earnOrderMoney))
}
