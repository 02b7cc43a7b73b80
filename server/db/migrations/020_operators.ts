import { type Kysely, sql } from 'kysely'
import { tableWithId } from './id-column'

// Operator accounts (separate from users), their sessions, and the client address on each audit row. A session's
// token is stored as its SHA-256 only. `totp_last_step` is the last TOTP time step accepted, so a code is never
// taken twice. Adding a column to operator_audit is a schema change, not an update: its append-only guard stays.
export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'operators')
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('reviewer', 'support', 'admin')`))
    .addColumn('totp_secret', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('totp_enabled', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`totp_enabled in (0, 1)`))
    .addColumn('totp_last_step', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('disabled', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`disabled in (0, 1)`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await tableWithId(db, 'operator_sessions')
    .addColumn('operator_id', 'bigint', (c) => c.notNull().references('operators.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute()
  await db.schema.createIndex('operator_sessions_operator_idx').on('operator_sessions').column('operator_id').execute()
  await db.schema.createIndex('operator_sessions_expires_idx').on('operator_sessions').column('expires_at').execute()

  await db.schema
    .alterTable('operator_audit')
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema.createIndex('operator_audit_operator_idx').on('operator_audit').column('operator').execute()
  await db.schema.createIndex('operator_audit_created_idx').on('operator_audit').column('created_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('operator_audit_created_idx').execute()
  await db.schema.dropIndex('operator_audit_operator_idx').execute()
  await db.schema.alterTable('operator_audit').dropColumn('address').execute()
  await db.schema.dropTable('operator_sessions').execute()
  await db.schema.dropTable('operators').execute()
}
