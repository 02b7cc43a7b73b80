// The push dispatcher (engine process). It runs apart from the events: a notification is committed with
// push_state 0, and later this queues one delivery per device whose category is on (push_state 1) or finds
// none (push_state 2). Deliveries are sent outside any transaction; 404/410, or a subscription that can never
// work (keys that do not encrypt, a host that is not a listed push service), removes the subscription; any other
// failure, an unexpected error included, retries with a growing delay until PUSH_MAX_ATTEMPTS, then the delivery
// is given up. So one broken subscription fails alone, and the log says so once a minute, not once a push.
import { type LanguageCode, languageCodes } from '../../../contract/api'
import type { Deps } from '../../deps'
import { investNames } from '../invest'
import { renderNotification } from '../notify'
import { createPushLog, type PushLog } from './log'
import { pushPayloadOf, urgencyOf } from './payload'
import { PUSH_BATCH, queueDeliveries } from './queue'
import { type ResolveHost, resolveHost, sendPush } from './send'
import { type Vapid, vapidOf } from './vapid'

export const PUSH_MAX_ATTEMPTS = 5
/** The delay after the first failure; it doubles with each further one (30 s, 1, 2, 4 min). */
export const PUSH_RETRY_MS = 30_000
/** Pushes in flight at once. */
const PARALLEL_SENDS = 8

export interface DispatchResult {
  /** Notifications that got deliveries, and those with no device to send to. */
  queued: number
  skipped: number
  sent: number
  /** Subscriptions the push service reported gone. */
  removed: number
  retried: number
  gaveUp: number
  /** Deliveries whose device changed hands, or whose notification cannot be written. */
  dropped: number
}

function dueDeliveries({ db, clock }: Deps) {
  return db
    .selectFrom('push_deliveries as d')
    .innerJoin('push_subscriptions as s', 's.id', 'd.subscription_id')
    .innerJoin('notifications as n', 'n.id', 'd.notification_id')
    .select(['d.id', 'd.attempts', 's.id as subscriptionId', 's.user_id as owner', 's.endpoint', 's.p256dh', 's.auth'])
    .select(['s.lang', 'n.user_id', 'n.id as notificationId'])
    .where('d.next_at', '<=', clock().toISOString())
    .orderBy('d.next_at')
    .orderBy('d.id')
    .limit(PUSH_BATCH)
    .execute()
}
type Delivery = Awaited<ReturnType<typeof dueDeliveries>>[number]

const languageOf = (lang: string): LanguageCode =>
  (languageCodes as readonly string[]).includes(lang) ? (lang as LanguageCode) : 'en'

async function payloadOf(deps: Deps, delivery: Delivery) {
  const row = await deps.db
    .selectFrom('notifications as n')
    .leftJoin('announcements as a', 'a.id', 'n.announcement_id')
    .select(['n.id', 'n.kind', 'n.params', 'a.texts'])
    .where('n.id', '=', delivery.notificationId)
    .executeTakeFirstOrThrow()
  const announcement = row.texts === null ? null : { texts: row.texts }
  const names = row.kind === 'invest_matured' ? await investNames(deps.db) : undefined
  const text = renderNotification(languageOf(delivery.lang), { ...row, announcement }, names)
  const productId = (title: string) => deps.market.list().find((p) => p.row.title === title)?.row.id
  return { payload: pushPayloadOf(row, text, productId), urgency: urgencyOf(row) }
}

type Outcome = 'sent' | 'gone' | 'retry' | 'gave_up' | 'dropped'
const counters = {
  sent: 'sent',
  gone: 'removed',
  retry: 'retried',
  gave_up: 'gaveUp',
  dropped: 'dropped',
} as const satisfies Record<Outcome, keyof DispatchResult>

/** How a run reaches the network and reports problems; tests inject a resolver and a log of their own. */
export interface DispatchOptions {
  resolve: ResolveHost
  log: PushLog
}
const defaults: DispatchOptions = { resolve: resolveHost, log: createPushLog() }

/** Sends one delivery and records what came of it. */
async function deliver(deps: Deps, vapid: Vapid, delivery: Delivery, options: DispatchOptions): Promise<Outcome> {
  const { db, clock, config } = deps
  const done = () => db.deleteFrom('push_deliveries').where('id', '=', delivery.id).execute()
  // The device moved to another user since this was queued: their notification is not for this browser.
  if (delivery.owner !== delivery.user_id) {
    await done()
    return 'dropped'
  }
  const message = await payloadOf(deps, delivery).catch((error: unknown) => {
    options.log('payload', `notification ${delivery.notificationId} cannot be written`, error)
    return undefined
  })
  if (!message) {
    await done()
    return 'dropped'
  }
  const outcome = await sendPush(vapid, delivery, message.payload, message.urgency, {
    policy: config,
    resolve: options.resolve,
  })
  if (outcome === 'gone' || outcome === 'unusable') {
    if (outcome === 'unusable') {
      options.log('unusable', `subscription ${delivery.subscriptionId} removed: its keys or push service are unusable`)
    }
    // Its other deliveries of this run find it removed already: they are dropped, not counted again.
    const removed = await db
      .deleteFrom('push_subscriptions')
      .where('id', '=', delivery.subscriptionId)
      .executeTakeFirst()
    return removed.numDeletedRows > 0n ? 'gone' : 'dropped'
  }
  if (outcome === 'blocked') {
    options.log('blocked', `subscription ${delivery.subscriptionId}: its push service resolves to a non-public address`)
  }
  const at = clock().toISOString()
  await db
    .updateTable('push_subscriptions')
    .set(outcome === 'sent' ? { last_success_at: at } : { last_failure_at: at })
    .where('id', '=', delivery.subscriptionId)
    .execute()
  if (outcome === 'sent') {
    await done()
    return 'sent'
  }
  return retryLater(deps, delivery)
}

/** Counts a failed attempt: the delivery is due again after a growing delay, or given up after the last one. */
async function retryLater({ db, clock }: Deps, delivery: Delivery): Promise<'retry' | 'gave_up'> {
  const attempts = Number(delivery.attempts) + 1
  if (attempts >= PUSH_MAX_ATTEMPTS) {
    await db.deleteFrom('push_deliveries').where('id', '=', delivery.id).execute()
    return 'gave_up'
  }
  const nextAt = new Date(clock().getTime() + PUSH_RETRY_MS * 2 ** (attempts - 1)).toISOString()
  await db.updateTable('push_deliveries').set({ attempts, next_at: nextAt }).where('id', '=', delivery.id).execute()
  return 'retry'
}

/** One run: queue what is waiting, then send what is due (at most PUSH_BATCH of each). */
export async function runPushDispatch(deps: Deps, overrides: Partial<DispatchOptions> = {}): Promise<DispatchResult> {
  const options = { ...defaults, ...overrides }
  const result: DispatchResult = { queued: 0, skipped: 0, sent: 0, removed: 0, retried: 0, gaveUp: 0, dropped: 0 }
  const vapid = await vapidOf(deps.db, deps.config, deps.clock())
  if (!vapid) return result
  Object.assign(result, await queueDeliveries(deps))
  const due = await dueDeliveries(deps)
  for (let i = 0; i < due.length; i += PARALLEL_SENDS) {
    const outcomes = await Promise.all(
      due.slice(i, i + PARALLEL_SENDS).map((d) =>
        deliver(deps, vapid, d, options).catch(async (error: unknown) => {
          // Whatever went wrong, this delivery waits its turn again instead of staying first in the queue.
          options.log('error', `delivery ${d.id} failed`, error)
          return retryLater(deps, d).catch(() => 'error' as const)
        }),
      ),
    )
    for (const outcome of outcomes) if (outcome !== 'error') result[counters[outcome]]++
  }
  return result
}
