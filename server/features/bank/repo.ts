import type { Kysely } from 'kysely'
import type { ReviewStatus } from '../../../contract/wallet'
import type { BankRecordRow, Database } from '../../db/schema'

type Db = Kysely<Database>

export function listBankRecords(db: Db, userId: number, status?: ReviewStatus): Promise<BankRecordRow[]> {
  let query = db.selectFrom('bank_records').selectAll().where('user_id', '=', userId).where('deleted_at', 'is', null)
  if (status !== undefined) query = query.where('status', '=', status)
  return query.orderBy('id', 'desc').execute()
}

export function findBankRecord(db: Db, id: number): Promise<BankRecordRow | undefined> {
  return db
    .selectFrom('bank_records')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
}

export async function findOwnBankRecord(db: Db, userId: number, id: number): Promise<BankRecordRow | undefined> {
  const row = await findBankRecord(db, id)
  return row?.user_id === userId ? row : undefined
}

/** Records for the operator queue: by status (all when undefined), oldest first. */
export function reviewQueue(db: Db, status?: ReviewStatus): Promise<BankRecordRow[]> {
  let query = db.selectFrom('bank_records').selectAll().where('deleted_at', 'is', null)
  if (status !== undefined) query = query.where('status', '=', status)
  return query.orderBy('id').limit(500).execute()
}

/** Compare-and-set: decides a pending record once; false when it was not pending (or is gone). */
export async function decideBankRecord(db: Db, id: number, status: 1 | 2, reason: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('bank_records')
    .set({ status, reason, reviewed_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 0)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

export async function softDeleteBankRecord(db: Db, userId: number, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('bank_records')
    .set({ deleted_at: now.toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}
