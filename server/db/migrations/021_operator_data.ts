import type { Kysely } from 'kysely'

// Operator data: a user's login or withdrawals can be frozen (with the operator's reason; null time: not frozen),
// and the settings operators change at run time. A setting without a row takes its configuration default.
export async function up(db: Kysely<unknown>): Promise<void> {
  const columns = [
    ['login_frozen_at', null],
    ['login_frozen_reason', ''],
    ['withdraw_frozen_at', null],
    ['withdraw_frozen_reason', ''],
  ] as const
  for (const [name, fallback] of columns) {
    await db.schema
      .alterTable('users')
      .addColumn(name, 'text', (c) => (fallback === null ? c : c.notNull().defaultTo(fallback)))
      .execute()
  }
  await db.schema
    .createTable('settings')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('settings').execute()
  for (const name of ['withdraw_frozen_reason', 'withdraw_frozen_at', 'login_frozen_reason', 'login_frozen_at']) {
    await db.schema.alterTable('users').dropColumn(name).execute()
  }
}
