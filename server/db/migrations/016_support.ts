import { type Kysely, sql } from 'kysely'
import { tableWithId } from './id-column'

// Support inbox: a user's conversations (threads) with the operators and their messages. A thread is open (0)
// until an operator closes it (1); `read_at` marks when the user saw an operator's answer.
export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'support_threads')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('status', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`status in (0, 1)`))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('closed_at', 'text')
    .execute()
  await db.schema.createIndex('support_threads_user_idx').on('support_threads').columns(['user_id', 'status']).execute()
  await db.schema
    .createIndex('support_threads_queue_idx')
    .on('support_threads')
    .columns(['status', 'updated_at'])
    .execute()

  await tableWithId(db, 'support_messages')
    .addColumn('thread_id', 'bigint', (c) => c.notNull().references('support_threads.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('author', 'text', (c) => c.notNull().check(sql`author in ('user', 'operator')`))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('upload_id', 'bigint', (c) => c.references('uploads.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute()
  await db.schema
    .createIndex('support_messages_thread_idx')
    .on('support_messages')
    .columns(['thread_id', 'id'])
    .execute()
  // The daily allowance and the unread count read one user's messages by author.
  await db.schema
    .createIndex('support_messages_user_idx')
    .on('support_messages')
    .columns(['user_id', 'author', 'created_at'])
    .execute()
  await db.schema.createIndex('support_messages_upload_idx').on('support_messages').column('upload_id').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('support_messages').execute()
  await db.schema.dropTable('support_threads').execute()
}
