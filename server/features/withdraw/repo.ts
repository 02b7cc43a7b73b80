import type { Kysely } from 'kysely'
import type { ReviewStatus } from '../../../contract/wallet'
import type { Database, WithdrawalRow } from '../../db/schema'

type Db = Kysely<Database>

export function withdrawalsOf(db: Db, userId: number): Promise<WithdrawalRow[]> {
  return db
    .selectFrom('withdrawals')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(200)
    .execute()
}

export function findWithdrawal(db: Db, id: number): Promise<WithdrawalRow | undefined> {
  return db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirst()
}

export function withdrawalQueue(db: Db, status?: ReviewStatus): Promise<WithdrawalRow[]> {
  let query = db.selectFrom('withdrawals').selectAll()
  if (status !== undefined) query = query.where('status', '=', status)
  return query.orderBy('id').limit(500).execute()
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
