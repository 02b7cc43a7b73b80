import type { PushCategory } from '../../../contract/notifications'
import type { Db } from '../../db/db'

export interface NewSubscription {
  userId: number
  endpoint: string
  p256dh: string
  auth: string
  lang: string
  categories: readonly PushCategory[]
  at: Date
}

export function subscriptionByEndpoint(db: Db, endpoint: string) {
  return db.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', endpoint).executeTakeFirst()
}

/**
 * Subscribes the endpoint for the user (an endpoint already known, also another user's, now belongs to this
 * one: it is the browser they signed in on), then keeps only the user's `keep` newest subscriptions.
 */
export async function saveSubscription(db: Db, s: NewSubscription, keep: number): Promise<void> {
  const update = {
    user_id: s.userId,
    p256dh: s.p256dh,
    auth: s.auth,
    lang: s.lang,
    categories: s.categories.join(','),
    created_at: s.at.toISOString(),
    last_success_at: null,
    last_failure_at: null,
  }
  const row = { ...update, endpoint: s.endpoint }
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('push_subscriptions')
      .values(row)
      .onConflict((oc) => oc.column('endpoint').doUpdateSet(update))
      .execute()
    const kept = trx
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', s.userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(keep)
    await trx.deleteFrom('push_subscriptions').where('user_id', '=', s.userId).where('id', 'not in', kept).execute()
  })
}

/** Sets the categories of the user's endpoint; false when the user has no such subscription. */
export async function saveCategories(
  db: Db,
  userId: number,
  endpoint: string,
  categories: readonly PushCategory[],
): Promise<boolean> {
  const result = await db
    .updateTable('push_subscriptions')
    .set({ categories: categories.join(',') })
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Removes the user's endpoint; false when the user has no such subscription. */
export async function removeSubscription(db: Db, userId: number, endpoint: string): Promise<boolean> {
  const result = await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}
