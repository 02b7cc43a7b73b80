// Database access of timed orders.

import type { Insertable, QueryCreator } from 'kysely'
import { type Kysely, sql } from 'kysely'
import type { MicroOutcome } from '../../../contract/trading'
import type { Db } from '../../db/db'
import { withMinor } from '../../db/minor'
import type { Database, MicroOrderRow, MicroOrdersTable } from '../../db/schema'
import { microOrderMoney } from '../../db/tables/trading'
import { riskAcceptedColumn } from '../risk'

/** A duration's terms and whether the user accepted the timed-order disclosure, in one query. */
export function durationFor(db: Db, seconds: number, userId: number) {
  return db
    .selectFrom('micro_durations')
    .select(['seconds', 'rate', 'min', riskAcceptedColumn(userId, 'micro').as('risk_accepted')])
    .where('seconds', '=', seconds)
    .executeTakeFirst()
}

export async function insertOrder(trx: QueryCreator<Database>, order: Insertable<MicroOrdersTable>): Promise<number> {
  const row = await trx.insertInto('micro_orders').values(order).returning('id').executeTakeFirstOrThrow()
  return row.id
}

/** The caller's order, or undefined (also for another user's id). */
export async function findOrder(db: Db, userId: number, id: number): Promise<MicroOrderRow | undefined> {
  const row = await db
    .selectFrom('micro_orders')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row && withMinor(row, microOrderMoney)
}

/** The caller's newest orders (older than `before` when given), by (user_id, id). */
export async function listOrders(db: Db, userId: number, limit: number, before?: number): Promise<MicroOrderRow[]> {
  let query = db.selectFrom('micro_orders').selectAll().where('user_id', '=', userId)
  if (before !== undefined) query = query.where('id', '<', before)
  const rows = await query.orderBy('id', 'desc').limit(limit).execute()
  return rows.map((row) => withMinor(row, microOrderMoney))
}

/** Running orders expired by `upTo` (epoch ms), grouped by product and expiry: each group shares its tick. */
export function dueGroups(db: Db, upTo: number) {
  return db
    .selectFrom('micro_orders')
    .select(['product_id', 'expires_at'])
    .where('status', '=', 0)
    .where('expires_at', '<=', upTo)
    .groupBy(['product_id', 'expires_at'])
    .execute()
}

export interface VoidedRow {
  id: number
  user_id: number
  stake: bigint
  fee: bigint
}

/**
 * Voids every still-running order of one group (README: Real prices): settled as a tie without a settlement tick,
 * compare-and-set on status like settleGroup. The caller returns stake and fee.
 */
export async function voidGroup(
  trx: Kysely<Database>,
  group: { productId: number; expiresAt: number },
  at: string,
): Promise<VoidedRow[]> {
  const rows = await trx
    .updateTable('micro_orders')
    .set({ status: 1, result: 0, ploss: 0, settled_at: at })
    .where('product_id', '=', group.productId)
    .where('expires_at', '=', group.expiresAt)
    .where('status', '=', 0)
    .returning(['id', 'user_id', 'stake', 'fee'])
    .execute()
  return rows.map((row) => withMinor(row, ['stake', 'fee']))
}

export interface SettledRow {
  id: number
  user_id: number
  stake: bigint
  win_payout: bigint
  result: MicroOutcome
}

/**
 * Settles every still-running order of one group at the given tick, compare-and-set on status (an order
 * settles once, whatever runs twice). The outcome is the rule of contract/rules/micro.ts, written in SQL.
 */
export async function settleGroup(
  trx: Kysely<Database>,
  group: { productId: number; expiresAt: number },
  tick: { t: number; price: number },
  at: string,
): Promise<SettledRow[]> {
  const p = tick.price
  const result = sql<MicroOutcome>`case when ${p} = entry_price then 0
    when (type = 0) = (${p} > entry_price) then 1 else 2 end`
  const ploss = sql<number>`case when ${p} = entry_price then 0
    when (type = 0) = (${p} > entry_price) then win_payout else -stake end`
  const rows = await trx
    .updateTable('micro_orders')
    .set({ status: 1, result, ploss, settle_t: tick.t, settle_price: p, settled_at: at })
    .where('product_id', '=', group.productId)
    .where('expires_at', '=', group.expiresAt)
    .where('status', '=', 0)
    .returning(['id', 'user_id', 'stake', 'win_payout', 'result'])
    .execute()
  // result is set above, so it is never null here.
  return rows.map((row) => ({ ...withMinor(row, ['stake', 'win_payout']), result: row.result ?? 0 }))
}
