import type { Db } from '../../db/db'

/** Claims the account's demo history; false when it was claimed before (by this or another process). */
export async function claimDemoHistory(db: Db, userId: number, at: Date): Promise<boolean> {
  const result = await db
    .insertInto('demo_history')
    .values({ user_id: userId, started_at: at.toISOString(), finished_at: null })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1
}

export async function finishDemoHistory(db: Db, userId: number, at: Date): Promise<void> {
  await db.updateTable('demo_history').set({ finished_at: at.toISOString() }).where('user_id', '=', userId).execute()
}

export function firstOpenEarnProduct(db: Db) {
  return db.selectFrom('earn_products').select('id').where('status', '=', 0).orderBy('id').limit(1).executeTakeFirst()
}
