// Creating notifications. Callers pass their own transaction, so a notification exists exactly when the event
// that caused it was committed (a rolled-back approval notifies nobody).
import type { Kysely } from 'kysely'
import type { NotificationKind, NotificationParams } from '../../../contract/notifications'
import type { Database } from '../../db/schema'

/** Writes one notification for `userId`, in the event's transaction, waiting for the push dispatcher. */
export async function notify<K extends Exclude<NotificationKind, 'announcement'>>(
  trx: Kysely<Database>,
  userId: number,
  kind: K,
  params: NotificationParams<K>,
  at: Date,
): Promise<void> {
  await trx
    .insertInto('notifications')
    .values({
      user_id: userId,
      kind,
      params: JSON.stringify(params),
      announcement_id: null,
      created_at: at.toISOString(),
      read_at: null,
    })
    .execute()
}
