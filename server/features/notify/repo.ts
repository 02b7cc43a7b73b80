// Database access of the alerts inbox: a user's notifications (with their announcement's texts), newest first.
import type { Db } from '../../db/db'
import { keysetPage, type PageCursor } from '../../db/keyset'

export const ALERTS_PAGE_SIZE = 20

function inbox(db: Db, userId: number) {
  return db
    .selectFrom('notifications')
    .leftJoin('announcements', 'announcements.id', 'notifications.announcement_id')
    .where('notifications.user_id', '=', userId)
    .select([
      'notifications.id',
      'notifications.kind',
      'notifications.params',
      'notifications.created_at',
      'notifications.read_at',
      'announcements.texts',
    ])
}

/** A page of the inbox, newest first, by (user_id, id): see db/keyset.ts. */
export async function alertsPageOf(db: Db, userId: number, cursor: PageCursor) {
  let query = inbox(db, userId)
  if (cursor.before !== undefined) query = query.where('notifications.id', '<', cursor.before)
  else if (cursor.page > 1) {
    const first = db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .offset((cursor.page - 1) * ALERTS_PAGE_SIZE)
    query = query.where('notifications.id', '<=', first)
  }
  const rows = await query
    .orderBy('notifications.id', 'desc')
    .limit(ALERTS_PAGE_SIZE + 1)
    .execute()
  return keysetPage(rows, ALERTS_PAGE_SIZE)
}

/** The caller's notification, or undefined (also for another user's id). */
export function findAlert(db: Db, userId: number, id: number) {
  return inbox(db, userId).where('notifications.id', '=', id).executeTakeFirst()
}

export async function markRead(db: Db, userId: number, id: number, at: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .execute()
}

/** Marks every unread notification of the user read; answers how many were. */
export async function markAllRead(db: Db, userId: number, at: string): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

export async function unreadCountOf(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}
