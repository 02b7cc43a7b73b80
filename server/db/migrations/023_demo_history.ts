import type { Kysely } from 'kysely'

// One row per account whose demo history was seeded (features/demo-history): the claim that makes the seeding
// run once per database, whichever process starts first.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('demo_history')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('demo_history').execute()
}
