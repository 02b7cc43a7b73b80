// Database access of withdrawals. Amount and fee leave here as bigint minor units of the asset (db/minor.ts).
import type { Kysely } from 'kysely'
import type { ReviewStatus } from '../../../contract/wallet'
import { withMinor } from '../../db/minor'
import type { Database, WithdrawalRow } from '../../db/schema'
import { withdrawalMoney } from '../../db/tables/wallet'

type Db = Kysely<Database>

/** The caller's newest records (older than `before` when given), by (user_id, id). */
export async function withdrawalsOf(db: Db, userId: number, before?: number): Promise<WithdrawalRow[]> {
  let query = db.selectFrom('withdrawals').selectAll().where('user_id', '=', userId)
  if (before !== undefined) query = query.where('id', '<', before)
  const rows = await query.orderBy('id', 'desc').limit(200).execute()
  return rows.map((row) => withMinor(row, withdrawalMoney))
}

export async function findWithdrawal(db: Db, id: number): Promise<WithdrawalRow | undefined> {
  const row = await db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst()
  return row && withMinor(row, withdrawalMoney)
}

export async function withdrawalQueue(db: Db, status?: ReviewStatus): Promise<WithdrawalRow[]> {
  let query = db.selectFrom('withdrawals').selectAll()
  if (status !== undefined) query = query.where('status', '=', status)
  const rows = await query.orderBy('id').limit(500).execute()
  return rows.map((row) => withMinor(row, withdrawalMoney))
}

/** Compare-and-set on the pending status: true for the one caller that decided it. */
export async function decideWithdrawalRow(db: Db, id: number, status: 1 | 2, reason: string, now: Date) {
  const result = await db
    .updateTable('withdrawals')
    .set({ status, reason, decided_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 0)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}
