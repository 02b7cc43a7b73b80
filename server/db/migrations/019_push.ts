import type { Kysely } from 'kysely'
import { tableWithId } from './id-column'

// Web Push. `push_keys` holds this deployment's VAPID key pair when it is not configured (one row, named
// 'vapid', inserted by whichever process starts first). A subscription is one browser of one user; its
// endpoint is unique (a device signed in by someone else moves to them). `push_deliveries` is the queue of
// pushes still to send: one row per notification and device, with its attempts and the time of the next one.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await tableWithId(db, 'push_subscriptions')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('categories', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_success_at', 'text')
    .addColumn('last_failure_at', 'text')
    .execute()
  await db.schema
    .createIndex('push_subscriptions_user_idx')
    .on('push_subscriptions')
    .columns(['user_id', 'id'])
    .execute()

  await tableWithId(db, 'push_deliveries')
    .addColumn('notification_id', 'bigint', (c) => c.notNull().references('notifications.id').onDelete('cascade'))
    .addColumn('subscription_id', 'bigint', (c) => c.notNull().references('push_subscriptions.id').onDelete('cascade'))
    .addColumn('attempts', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('next_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('push_deliveries_unique', ['notification_id', 'subscription_id'])
    .execute()
  await db.schema.createIndex('push_deliveries_due_idx').on('push_deliveries').columns(['next_at', 'id']).execute()
  await db.schema
    .createIndex('push_deliveries_subscription_idx')
    .on('push_deliveries')
    .column('subscription_id')
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('push_deliveries').execute()
  await db.schema.dropTable('push_subscriptions').execute()
  await db.schema.dropTable('push_keys').execute()
}
