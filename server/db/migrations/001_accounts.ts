import type { Kysely } from 'kysely'
import { tableWithId } from './id-column'

// Migrations take Kysely<unknown>: they must not depend on the current typed schema.
export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'users')
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('realname', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('idcard_num', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('country', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('basic_verify_status', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('rzstatus', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('score', 'bigint', (c) => c.notNull().defaultTo(100))
    .addColumn('demo', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await tableWithId(db, 'tokens')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute()
  await db.schema.createIndex('tokens_user_idx').on('tokens').column('user_id').execute()

  await tableWithId(db, 'login_failures')
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('login_failures_key_idx')
    .on('login_failures')
    .columns(['scope', 'key', 'created_at'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failures').execute()
  await db.schema.dropTable('tokens').execute()
  await db.schema.dropTable('users').execute()
}
