import { type Kysely, sql } from 'kysely'
import { tableWithId } from './id-column'

// The alerts inbox. A notification names its kind and parameters; its text is written in the reader's language
// when it is read. Announcements hold an operator's text in every language and reach each user as a notification
// of kind 'announcement'. `push_state` tells the push dispatcher what is left to send: 0 waiting, 1 sent, 2 none.
export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'announcements')
    .addColumn('texts', 'text', (c) => c.notNull())
    .addColumn('operator', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await tableWithId(db, 'notifications')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('params', 'text', (c) => c.notNull())
    .addColumn('announcement_id', 'bigint', (c) => c.references('announcements.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .addColumn('push_state', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`push_state in (0, 1, 2)`))
    .execute()
  await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'id']).execute()
  await db.schema.createIndex('notifications_unread_idx').on('notifications').columns(['user_id', 'read_at']).execute()
  await db.schema.createIndex('notifications_push_idx').on('notifications').columns(['push_state', 'id']).execute()
  await db.schema.createIndex('notifications_announcement_idx').on('notifications').column('announcement_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('notifications').execute()
  await db.schema.dropTable('announcements').execute()
}
