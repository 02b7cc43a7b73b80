// Database access of deposits. Amounts leave here as bigint minor units of the deposit's asset (db/minor.ts).
import type { Insertable, Kysely } from 'kysely'
import type { ReviewStatus } from '../../../contract/wallet'
import { withMinor } from '../../db/minor'
import type { Database, DepositRow, DepositsTable } from '../../db/schema'
import { depositMoney } from '../../db/tables/wallet'

type Db = Kysely<Database>

/** The caller's newest records (older than `before` when given), by (user_id, id). */
export async function depositsOf(db: Db, userId: number, before?: number): Promise<DepositRow[]> {
  let query = db.selectFrom('deposits').selectAll().where('user_id', '=', userId)
  if (before !== undefined) query = query.where('id', '<', before)
  const rows = await query.orderBy('id', 'desc').limit(200).execute()
  return rows.map((row) => withMinor(row, depositMoney))
}

export async function findDeposit(db: Db, id: number): Promise<DepositRow | undefined> {
  const row = await db.selectFrom('deposits').selectAll().where('id', '=', id).executeTakeFirst()
  return row && withMinor(row, depositMoney)
}

export async function insertDeposit(db: Db, values: Insertable<DepositsTable>): Promise<DepositRow> {
  const row = await db.insertInto('deposits').values(values).returningAll().executeTakeFirstOrThrow()
  return withMinor(row, depositMoney)
}

/** The deposit a proof upload already backs, if any. */
export function depositOfUpload(db: Db, uploadId: number): Promise<{ id: number } | undefined> {
  return db.selectFrom('deposits').select('id').where('upload_id', '=', uploadId).executeTakeFirst()
}

/** Deposits for the operator queue with their proof's file name: by status (all when undefined), oldest first. */
export async function depositQueue(db: Db, status?: ReviewStatus) {
  let query = db
    .selectFrom('deposits')
    .innerJoin('users', 'users.id', 'deposits.user_id')
    .innerJoin('uploads', 'uploads.id', 'deposits.upload_id')
    .select(['deposits.id', 'deposits.user_id', 'users.username', 'deposits.type', 'deposits.asset'])
    .select(['deposits.amount', 'uploads.fname', 'deposits.status', 'deposits.reason', 'deposits.created_at'])
  if (status !== undefined) query = query.where('deposits.status', '=', status)
  const rows = await query.orderBy('deposits.id').limit(500).execute()
  return rows.map((row) => withMinor(row, depositMoney))
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
