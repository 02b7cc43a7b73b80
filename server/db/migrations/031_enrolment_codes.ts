import type { Kysely } from 'kysely'
import { tableWithId } from './id-column'

// An operator's first enrolment (and each after a TOTP reset) needs a one-time code the CLI prints: stored as a
// salted hash with its expiry, cleared when used. Turning a user's withdrawal allow-list off without two-factor
// sign-in takes a mailed code (a request like a withdrawal's) and then the new-destination wait: `allowlist_off_at`
// is when the list stops applying (null: no turn-off pending or done).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('operators')
    .addColumn('enrol_code_hash', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('operators')
    .addColumn('enrol_code_expires_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema.alterTable('users').addColumn('allowlist_off_at', 'text').execute()

  await tableWithId(db, 'allowlist_off_requests')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute()
  await db.schema
    .createIndex('allowlist_off_requests_user_idx')
    .on('allowlist_off_requests')
    .column('user_id')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('allowlist_off_requests').execute()
  await db.schema.alterTable('users').dropColumn('allowlist_off_at').execute()
  await db.schema.alterTable('operators').dropColumn('enrol_code_expires_at').execute()
  await db.schema.alterTable('operators').dropColumn('enrol_code_hash').execute()
}
