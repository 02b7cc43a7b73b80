import type { Kysely } from 'kysely'
import type { SupportThreadStatus } from '../../../contract/support'
import type { Database, SupportThreadRow } from '../../db/schema'

type Db = Kysely<Database>

/** Threads with the count of operator answers the user has not read, the most recently active first. */
function threadsWithUnread(db: Db) {
  return db
    .selectFrom('support_threads')
    .selectAll('support_threads')
    .select((eb) =>
      eb
        .selectFrom('support_messages')
        .select(eb.fn.countAll<number | string>().as('n'))
        .whereRef('support_messages.thread_id', '=', 'support_threads.id')
        .where('support_messages.author', '=', 'operator')
        .where('support_messages.read_at', 'is', null)
        .as('unread'),
    )
}

export function threadsOf(db: Db, userId: number) {
  return threadsWithUnread(db)
    .where('support_threads.user_id', '=', userId)
    .orderBy('support_threads.updated_at', 'desc')
    .orderBy('support_threads.id', 'desc')
    .limit(100)
    .execute()
}

export function findThread(db: Db, id: number): Promise<SupportThreadRow | undefined> {
  return db.selectFrom('support_threads').selectAll().where('id', '=', id).executeTakeFirst()
}

export function threadWithUnread(db: Db, id: number) {
  return threadsWithUnread(db).where('support_threads.id', '=', id).executeTakeFirst()
}

/** A thread's messages, oldest first, with the attached image's file name. */
export function messagesOf(db: Db, threadId: number) {
  return db
    .selectFrom('support_messages')
    .leftJoin('uploads', 'uploads.id', 'support_messages.upload_id')
    .select(['support_messages.id', 'support_messages.author', 'support_messages.body'])
    .select(['support_messages.created_at', 'uploads.fname'])
    .where('support_messages.thread_id', '=', threadId)
    .orderBy('support_messages.id')
    .execute()
}

export async function countOpenThreads(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('support_threads')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', 0)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/** Messages the user wrote since `since` (ISO time). */
export async function countUserMessagesSince(db: Db, userId: number, since: string): Promise<number> {
  const row = await db
    .selectFrom('support_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('author', '=', 'user')
    .where('created_at', '>', since)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export async function unreadCountOf(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('support_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('author', '=', 'operator')
    .where('read_at', 'is', null)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export async function insertThread(db: Db, userId: number, subject: string, now: string): Promise<number> {
  const row = await db
    .insertInto('support_threads')
    .values({ user_id: userId, status: 0, subject, created_at: now, updated_at: now, closed_at: null })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

export interface NewMessage {
  thread: Pick<SupportThreadRow, 'id' | 'user_id'>
  author: 'user' | 'operator'
  body: string
  uploadId: number | null
  now: string
}

export async function insertMessage(db: Db, { thread, author, body, uploadId, now }: NewMessage): Promise<void> {
  await db
    .insertInto('support_messages')
    .values({
      thread_id: thread.id,
      user_id: thread.user_id,
      author,
      body,
      upload_id: uploadId,
      created_at: now,
      read_at: null,
    })
    .execute()
  await db.updateTable('support_threads').set({ updated_at: now }).where('id', '=', thread.id).execute()
}

export async function markAnswersRead(db: Db, threadId: number, now: string): Promise<void> {
  await db
    .updateTable('support_messages')
    .set({ read_at: now })
    .where('thread_id', '=', threadId)
    .where('author', '=', 'operator')
    .where('read_at', 'is', null)
    .execute()
}

/** Compare-and-set on the open status: true for the one caller that closed it. */
export async function closeThreadRow(db: Db, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('support_threads')
    .set({ status: 1, closed_at: now })
    .where('id', '=', id)
    .where('status', '=', 0)
    .executeTakeFirst()
  return result.numUpdatedRows === 1n
}

/** The operators' queue: threads by status (all when undefined) with the user and the last message's author. */
export function threadQueue(db: Db, status?: SupportThreadStatus) {
  let query = db
    .selectFrom('support_threads')
    .innerJoin('users', 'users.id', 'support_threads.user_id')
    .select(['support_threads.id', 'support_threads.user_id', 'users.username', 'support_threads.status'])
    .select(['support_threads.subject', 'support_threads.created_at', 'support_threads.updated_at'])
    .select((eb) =>
      eb
        .selectFrom('support_messages')
        .select('support_messages.author')
        .whereRef('support_messages.thread_id', '=', 'support_threads.id')
        .orderBy('support_messages.id', 'desc')
        .limit(1)
        .as('last_author'),
    )
  if (status !== undefined) query = query.where('support_threads.status', '=', status)
  return query.orderBy('support_threads.updated_at').limit(500).execute()
}
