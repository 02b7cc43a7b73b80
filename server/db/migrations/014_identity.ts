import { type Kysely, sql } from 'kysely'
import { createAppendOnlyGuard, dropAppendOnlyGuard } from '../dialect'
import { tableWithId } from './id-column'

// Identity: verification submissions (basic and advanced) with the operator's note on the user, password-reset
// codes (hashed) and the operators' append-only audit log.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('basic_verify_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('users')
    .addColumn('rz_reason', 'text', (c) => c.notNull().defaultTo(''))
    .execute()

  await tableWithId(db, 'verifications')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('level', 'text', (c) => c.notNull().check(sql`level in ('basic', 'advanced')`))
    .addColumn('details', 'text', (c) => c.notNull())
    .addColumn('status', 'bigint', (c) => c.notNull().check(sql`status in (0, 1, 2)`))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .execute()
  await db.schema.createIndex('verifications_status_idx').on('verifications').columns(['status', 'id']).execute()
  await db.schema.createIndex('verifications_user_idx').on('verifications').column('user_id').execute()

  await tableWithId(db, 'reset_codes')
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('email', 'phone')`))
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('user_id', 'bigint', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute()
  await db.schema.createIndex('reset_codes_account_idx').on('reset_codes').columns(['account', 'created_at']).execute()
  await db.schema.createIndex('reset_codes_address_idx').on('reset_codes').columns(['address', 'created_at']).execute()

  await tableWithId(db, 'operator_audit')
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('before', 'text', (c) => c.notNull())
    .addColumn('after', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('operator_audit_target_idx').on('operator_audit').column('target').execute()
  await createAppendOnlyGuard(db, 'operator_audit')
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await dropAppendOnlyGuard(db, 'operator_audit')
  await db.schema.dropTable('operator_audit').execute()
  await db.schema.dropTable('reset_codes').execute()
  await db.schema.dropTable('verifications').execute()
  await db.schema.alterTable('users').dropColumn('rz_reason').execute()
  await db.schema.alterTable('users').dropColumn('basic_verify_reason').execute()
}
