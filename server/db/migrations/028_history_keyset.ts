import type { Kysely } from 'kysely'

// Every user history is read newest first, a page at a time, by (user_id, id): `where user_id = ? [and id < ?]
// order by id desc limit n`. These indexes serve that order directly (no sort of the user's whole history). Timed
// orders, spot orders, earn orders and notifications had theirs since they were created; contract orders kept
// only (user_id, status, id), which serves the status filters but not "all".
const indexes = [
  ['contract_orders_user_id_idx', 'contract_orders'],
  ['deposits_user_id_idx', 'deposits'],
  ['withdrawals_user_id_idx', 'withdrawals'],
  ['miner_orders_user_id_idx', 'miner_orders'],
] as const

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table] of indexes) {
    await db.schema.createIndex(name).on(table).columns(['user_id', 'id']).execute()
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of indexes) await db.schema.dropIndex(name).execute()
}
