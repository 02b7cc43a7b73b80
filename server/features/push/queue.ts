// Queueing pushes: each waiting notification (push_state 0) becomes one delivery per device of its user whose
// category is on (push_state 1), or none at all (push_state 2). No network here: a short write transaction.
import { type NotificationKind, notificationKinds, pushCategoryOf } from '../../../contract/notifications'
import type { Deps } from '../../deps'
import { parseCategories } from './service'

/** Notifications queued, and deliveries sent, per dispatcher run. */
export const PUSH_BATCH = 100

const isKind = (kind: string): kind is NotificationKind => (notificationKinds as readonly string[]).includes(kind)

/** Turns waiting notifications into deliveries; returns how many got some and how many none. */
export async function queueDeliveries({ db, clock }: Deps): Promise<{ queued: number; skipped: number }> {
  const waiting = await db
    .selectFrom('notifications')
    .select(['id', 'user_id', 'kind'])
    .where('push_state', '=', 0)
    .orderBy('id')
    .limit(PUSH_BATCH)
    .execute()
  if (waiting.length === 0) return { queued: 0, skipped: 0 }
  const subscriptions = await db
    .selectFrom('push_subscriptions')
    .select(['id', 'user_id', 'categories'])
    .where('user_id', 'in', [...new Set(waiting.map((n) => n.user_id))])
    .execute()
  const now = clock().toISOString()
  let queued = 0
  await db.transaction().execute(async (trx) => {
    for (const n of waiting) {
      const category = isKind(n.kind) ? pushCategoryOf[n.kind] : undefined
      const targets = subscriptions.filter(
        (s) => s.user_id === n.user_id && category !== undefined && parseCategories(s.categories).includes(category),
      )
      if (targets.length > 0) {
        queued++
        await trx
          .insertInto('push_deliveries')
          .values(targets.map((s) => ({ notification_id: n.id, subscription_id: s.id, next_at: now })))
          .onConflict((oc) => oc.columns(['notification_id', 'subscription_id']).doNothing())
          .execute()
      }
      await trx
        .updateTable('notifications')
        .set({ push_state: targets.length > 0 ? 1 : 2 })
        .where('id', '=', n.id)
        .where('push_state', '=', 0)
        .execute()
    }
  })
  return { queued, skipped: waiting.length - queued }
}
