import { Hono } from 'hono'
import { alertIdSchema, alertsQuerySchema } from '../../../contract/schemas/notifications'
import { ok } from '../../http/envelope'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { alertDetail, alertsPage, readAllAlerts } from './inbox'

/** Signed in: GET /api/alerts?page=N, POST /api/alert_detail {id} (marks it read), POST /api/alerts_read {}. */
export const notifyApi = new Hono<AppEnv>()
  .get('/alerts', async (c) => {
    const { page, before } = alertsQuerySchema.parse({ page: c.req.query('page') ?? 1, before: c.req.query('before') })
    return ok(c, await alertsPage(c.var.deps, c.var.userId, c.var.lang, { page, before }))
  })
  .post('/alert_detail', async (c) => {
    const { id } = await readBody(c, alertIdSchema)
    return ok(c, await alertDetail(c.var.deps, c.var.userId, c.var.lang, id))
  })
  .post('/alerts_read', async (c) => ok(c, await readAllAlerts(c.var.deps, c.var.userId)))
