import { z } from 'zod'
import { pushCategories } from '../notifications'
import { MAX_PUSH_ENDPOINT } from '../push'

// The endpoint's URL rules (https, or http://localhost when the server allows it) are the service's.
const endpoint = z.string().trim().min(1).max(MAX_PUSH_ENDPOINT)
const categories = z.array(z.enum(pushCategories)).max(pushCategories.length)
const key = z.string().trim().min(1).max(200)

/** POST /api/push_subscribe: a browser's PushSubscription (toJSON()) and the categories to switch on (default all). */
export const pushSubscribeSchema = z.object({
  endpoint,
  keys: z.object({ p256dh: key, auth: key }),
  categories: categories.optional(),
})
export type PushSubscribeRequest = z.input<typeof pushSubscribeSchema>

/** POST /api/push_settings: the categories switched on for one of the caller's endpoints. */
export const pushSettingsSchema = z.object({ endpoint, categories })
export type PushSettingsRequest = z.input<typeof pushSettingsSchema>

/** POST /api/push_unsubscribe: stops pushes to one of the caller's endpoints. */
export const pushUnsubscribeSchema = z.object({ endpoint })
export type PushUnsubscribeRequest = z.input<typeof pushUnsubscribeSchema>

/** GET /api/push?endpoint=: whether that endpoint is subscribed. */
export const pushQuerySchema = z.object({ endpoint: endpoint.optional() })
