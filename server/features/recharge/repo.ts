import type { Kysely } from 'kysely'
import type { ReviewStatus } from '../../../contract/wallet'
import type { Database, DepositRow } from '../../db/schema'

type Db = Kysely<Database>

export function depositsOf(db: Db, userId: number): Promise<DepositRow[]> {
  return db.selectFrom('deposits').selectAll().where('user_id', '=', userId).orderBy('id', 'desc').limit(200).execute()
}

export function findDeposit(db: Db, id: number): Promise<DepositRow | undefined> {
  return db.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst()
}

/** The deposit a proof upload already backs, if any. */
export function depositOfUpload(db: Db, uploadId: number): Promise<{ id: number } | undefined> {
  return db.selectFrom('deposits').select('id').where('upload_id', '=', uploadId).executeTakeFirst()
}

/** Deposits for the operator queue with their proof's file name: by status (all when undefined), oldest first. */
export function depositQueue(db: Db, status?: ReviewStatus) {
  let query = db
    .selectFrom('deposits')
    .innerJoin('users', 'users.id', 'deposits.user_id')
    .innerJoin('uploads', 'uploads.id', 'deposits.upload_id')
    .select(['deposits.id', 'deposits.user_id', 'users.username', 'deposits.type', 'deposits.asset'])
    .select(['deposits.amount', 'uploads.fname', 'deposits.status', 'deposits.reason', 'deposits.created_at'])
  if (status !== undefined) query = query.where('deposits.status', '=', status)
  return query.orderBy('deposits.id').limit(500).execute()
}

/** Compare-and-set on the pending status: true for the one caller that decided it. */
export async function decideDepositRow(db: Db, id: number, status: 1 | 2, reason: string, now: Date) {
  const result = await db
    .updateTable('deposits')
    .set({ status, reason, decided_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 0)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}
