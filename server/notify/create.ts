// Creating notifications, for every feature whose events notify a user (the inbox that lists them is
// features/notify, the push dispatcher features/push). Callers pass their own transaction, so a notification
// exists exactly when the event that caused it was committed (a rolled-back approval notifies nobody).
import type { Kysely } from 'kysely'
import type { NotificationKind, NotificationParams } from '../../contract/notifications'
import type { Database } from '../db/schema'

/** Writes one notification for `userId`, in the event's transaction, waiting for the push dispatcher. */
export async function notify<K extends Exclude<NotificationKind, 'announcement'>>(
  trx: Kysely<Database>,
  userId: number,
  kind: K,
  params: NotificationParams<K>,
  at: Date,
): Promise<void> {
  await notifyMany(trx, kind, [{ userId, params }], at)
}

/** Rows per INSERT: 6 values each, well under SQLite's 32766 bound parameters. */
const INSERT_CHUNK = 1000

/** Writes one notification of `kind` per entry in one statement per chunk (batch jobs: maturities). */
export async function notifyMany<K extends Exclude<NotificationKind, 'announcement'>>(
  trx: Kysely<Database>,
  kind: K,
  entries: readonly { userId: number; params: NotificationParams<K> }[],
  at: Date,
): Promise<void> {
  const created_at = at.toISOString()
  for (let i = 0; i < entries.length; i += INSERT_CHUNK) {
    const rows = entries.slice(i, i + INSERT_CHUNK).map((e) => ({
      user_id: e.userId,
      kind,
      params: JSON.stringify(e.params),
      announcement_id: null,
      created_at,
      read_at: null,
    }))
    await trx.insertInto('notifications').values(rows).execute()
  }
}
