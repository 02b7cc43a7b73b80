// Push subscriptions: which of a user's browsers get pushes, in which language, for which categories.
import { createPublicKey } from 'node:crypto'
import type { z } from 'zod'
import { type PushCategory, pushCategories } from '../../../contract/notifications'
import { MAX_PUSH_SUBSCRIPTIONS, type PushInfo } from '../../../contract/push'
import type { pushSubscribeSchema } from '../../../contract/schemas/push'
import type { Deps } from '../../deps'
import { AppError, invalid } from '../../errors'
import { checkPushEndpoint } from './endpoint'
import { removeSubscription, saveCategories, saveSubscription, subscriptionByEndpoint } from './repo'
import { vapidOf } from './vapid'

const P256_POINT_BYTES = 65
const AUTH_SECRET_BYTES = 16

const base64url = (text: string): Buffer | undefined =>
  /^[A-Za-z0-9_-]+={0,2}$/.test(text) ? Buffer.from(text, 'base64url') : undefined

/** A point on P-256 (checked by the key import, not by its length alone: an off-curve point cannot encrypt). */
function onCurve(point: Buffer): boolean {
  try {
    const x = point.subarray(1, 33).toString('base64url')
    const y = point.subarray(33).toString('base64url')
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x, y }, format: 'jwk' })
    return true
  } catch {
    return false
  }
}

/** An uncompressed P-256 point and a 16-byte auth secret, as PushSubscription.toJSON() gives them. */
function validKeys(p256dh: string, auth: string): boolean {
  const point = base64url(p256dh)
  return (
    point?.length === P256_POINT_BYTES &&
    point[0] === 4 &&
    base64url(auth)?.length === AUTH_SECRET_BYTES &&
    onCurve(point)
  )
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
  const endpoint = checkPushEndpoint(request.endpoint, config)
  if (!endpoint.ok) throw invalid(endpoint.reason === 'invalid' ? 'push_endpoint_invalid' : 'push_endpoint_not_allowed')
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
