// Push subscriptions: which of a user's browsers get pushes, in which language, for which categories.

import type { z } from 'zod'
import { type PushCategory, pushCategories } from '../../../contract/notifications'
import { MAX_PUSH_SUBSCRIPTIONS, type PushInfo } from '../../../contract/push'
import type { pushSubscribeSchema } from '../../../contract/schemas/push'
import type { Deps } from '../../deps'
import { AppError, invalid } from '../../errors'
import { removeSubscription, saveCategories, saveSubscription, subscriptionByEndpoint } from './repo'
import { vapidOf } from './vapid'

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])
const P256_POINT_BYTES = 65
const AUTH_SECRET_BYTES = 16

/** A push service URL: https, or http on this machine when the server is told to allow it (tests). */
export function isPushEndpoint(endpoint: string, allowHttpLocalhost: boolean): boolean {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return false
  }
  if (url.username || url.password) return false
  if (url.protocol === 'https:') return url.hostname !== ''
  return url.protocol === 'http:' && allowHttpLocalhost && LOCAL_HOSTS.has(url.hostname)
}

const base64url = (text: string): Buffer | undefined =>
  /^[A-Za-z0-9_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64url') : undefined

/** An uncompressed P-256 point and a 16-byte auth secret, as PushSubscription.toJSON() gives them. */
function validKeys(p256dh: string, auth: string): boolean {
  const point = base64url(p256dh)
  return point?.length === P256_POINT_BYTES && point[0] === 4 && base64url(auth)?.length === AUTH_SECRET_BYTES
}

/** Stored categories back to the list, ignoring any a later version dropped. */
export function parseCategories(text: string): PushCategory[] {
  const on = new Set(text.split(','))
  return pushCategories.filter((c) => on.has(c))
}

const unique = (categories: readonly PushCategory[]) => pushCategories.filter((c) => categories.includes(c))

export async function pushInfo({ db, config, clock }: Deps, userId: number, endpoint?: string): Promise<PushInfo> {
  const vapid = await vapidOf(db, config, clock())
  const row = endpoint ? await subscriptionByEndpoint(db, endpoint) : undefined
  const mine = row !== undefined && row.user_id === userId
  return {
    public_key: vapid?.publicKey ?? null,
    subscribed: mine,
    categories: mine ? parseCategories(row.categories) : [...pushCategories],
  }
}

type SubscribeRequest = z.output<typeof pushSubscribeSchema>

export async function subscribe(deps: Deps, userId: number, lang: string, request: SubscribeRequest) {
  const { db, config, clock } = deps
  if (!(await vapidOf(db, config, clock()))) throw new AppError('push_unavailable')
  if (!isPushEndpoint(request.endpoint, config.pushHttpLocalhost)) throw invalid('push_endpoint_invalid')
  if (!validKeys(request.keys.p256dh, request.keys.auth)) throw invalid('push_keys_invalid')
  const categories = unique(request.categories ?? pushCategories)
  await saveSubscription(
    db,
    { userId, lang, categories, at: clock(), endpoint: request.endpoint, ...request.keys },
    MAX_PUSH_SUBSCRIPTIONS,
  )
  return pushInfo(deps, userId, request.endpoint)
}

export async function updateCategories(deps: Deps, userId: number, endpoint: string, categories: PushCategory[]) {
  if (!(await saveCategories(deps.db, userId, endpoint, unique(categories)))) {
    throw new AppError('not_found', 'push_not_subscribed')
  }
  return pushInfo(deps, userId, endpoint)
}

export async function unsubscribe(deps: Deps, userId: number, endpoint: string) {
  if (!(await removeSubscription(deps.db, userId, endpoint))) throw new AppError('not_found', 'push_not_subscribed')
  return pushInfo(deps, userId, endpoint)
}
