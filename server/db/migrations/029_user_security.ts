import { type Kysely, sql } from 'kysely'
import { tableWithId } from './id-column'

// Users' own security: an optional TOTP second factor with one-time recovery codes (stored hashed), the sign-in
// step that waits for its code, an anti-phishing phrase shown in every mail, an address allow-list for
// withdrawals, and withdrawal requests that wait for a confirmation code before anything is frozen.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('totp_secret', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('users')
    .addColumn('totp_enabled', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('users')
    .addColumn('totp_last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('users')
    .addColumn('phishing_phrase', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('users')
    .addColumn('withdraw_allowlist', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('bank_records').addColumn('allowlisted_at', 'text').execute()

  await tableWithId(db, 'recovery_codes')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute()
  await db.schema.createIndex('recovery_codes_user_idx').on('recovery_codes').column('user_id').execute()

  await tableWithId(db, 'login_challenges')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ticket_hash', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute()

  await tableWithId(db, 'withdraw_requests')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('input', 'text', (c) => c.notNull())
    .addColumn('method', 'text', (c) => c.notNull().check(sql`method in ('totp', 'email')`))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('verified_at', 'text')
    .addColumn('withdrawal_id', 'bigint')
    .execute()
  await db.schema.createIndex('withdraw_requests_user_idx').on('withdraw_requests').column('user_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('withdraw_requests').execute()
  await db.schema.dropTable('login_challenges').execute()
  await db.schema.dropTable('recovery_codes').execute()
  await db.schema.alterTable('bank_records').dropColumn('allowlisted_at').execute()
  for (const column of ['withdraw_allowlist', 'phishing_phrase', 'totp_last_step', 'totp_enabled', 'totp_secret']) {
    await db.schema.alterTable('users').dropColumn(column).execute()
  }
}
