// Database access of the alerts inbox: a user's notifications (with their announcement's texts), newest first.
import type { Db } from '../../db/db'

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

export async function alertsPageOf(db: Db, userId: number, page: number) {
  const [rows, count] = await Promise.all([
    inbox(db, userId)
      .orderBy('notifications.id', 'desc')
      .limit(ALERTS_PAGE_SIZE)
      .offset((page - 1) * ALERTS_PAGE_SIZE)
      .execute(),
    db
      .selectFrom('notifications')
      .where('user_id', '=', userId)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirst(),
  ])
  return { rows, total: Number(count?.n ?? 0) }
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
