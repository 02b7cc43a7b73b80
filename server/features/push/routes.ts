import { Hono } from 'hono'
import {
  pushQuerySchema,
  pushSettingsSchema,
  pushSubscribeSchema,
  pushUnsubscribeSchema,
} from '../../../contract/schemas/push'
import { AppError } from '../../errors'
import { ok } from '../../http/envelope'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { pushInfo, subscribe, unsubscribe, updateCategories } from './service'

/**
 * Signed in: GET /api/push (?endpoint=), POST /api/push_subscribe {endpoint, keys, categories},
 * POST /api/push_settings {endpoint, categories}, POST /api/push_unsubscribe {endpoint}.
 */
export const pushApi = new Hono<AppEnv>()
  .get('/push', async (c) => {
    const query = pushQuerySchema.safeParse({ endpoint: c.req.query('endpoint') })
    if (!query.success) throw new AppError('validation')
    return ok(c, await pushInfo(c.var.deps, c.var.userId, query.data.endpoint))
  })
  .post('/push_subscribe', async (c) => {
    const request = await readBody(c, pushSubscribeSchema)
    return ok(c, await subscribe(c.var.deps, c.var.userId, c.var.lang, request), 'push_subscribed')
  })
  .post('/push_settings', async (c) => {
    const { endpoint, categories } = await readBody(c, pushSettingsSchema)
    return ok(c, await updateCategories(c.var.deps, c.var.userId, endpoint, categories), 'push_settings_saved')
  })
  .post('/push_unsubscribe', async (c) => {
    const { endpoint } = await readBody(c, pushUnsubscribeSchema)
    return ok(c, await unsubscribe(c.var.deps, c.var.userId, endpoint), 'push_unsubscribed')
  })
