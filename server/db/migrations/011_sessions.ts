import { type Kysely, sql } from 'kysely'

// Sessions: a token remembers when it was last used (the idle timeout), from which user agent and address, so
// the user can see and end their sessions. Housekeeping purges by time, hence the time indexes.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tokens')
    .addColumn('last_seen_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('tokens')
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('tokens')
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await sql`update tokens set last_seen_at = created_at`.execute(db)
  await db.schema.createIndex('tokens_expires_idx').on('tokens').column('expires_at').execute()
  await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute()
  await db.schema.createIndex('login_failures_created_idx').on('login_failures').column('created_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('login_failures_created_idx').execute()
  await db.schema.dropIndex('idempotency_keys_created_idx').execute()
  await db.schema.dropIndex('tokens_expires_idx').execute()
  await db.schema.alterTable('tokens').dropColumn('address').execute()
  await db.schema.alterTable('tokens').dropColumn('user_agent').execute()
  await db.schema.alterTable('tokens').dropColumn('last_seen_at').execute()
}
