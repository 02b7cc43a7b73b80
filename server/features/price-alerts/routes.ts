import { Hono } from 'hono'
import {
  priceAlertAddSchema,
  priceAlertDeleteSchema,
  priceAlertsQuerySchema,
} from '../../../contract/schemas/price-alerts'
import { ok } from '../../http/envelope'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { addPriceAlert, deletePriceAlert, listPriceAlerts } from './service'

/** Signed in: GET /api/price_alerts[?pid=], POST /api/price_alert_add, POST /api/price_alert_delete {id}. */
export const priceAlertsApi = new Hono<AppEnv>()
  .get('/price_alerts', async (c) => {
    const parsed = priceAlertsQuerySchema.safeParse(c.req.query())
    const pid = parsed.success ? parsed.data.pid : undefined
    return ok(c, await listPriceAlerts(c.var.deps, { userId: c.var.userId, lang: c.var.lang }, pid))
  })
  .post('/price_alert_add', async (c) => {
    const body = await readBody(c, priceAlertAddSchema)
    return ok(c, await addPriceAlert(c.var.deps, { userId: c.var.userId, lang: c.var.lang }, body), 'price_alert_added')
  })
  .post('/price_alert_delete', async (c) => {
    const { id } = await readBody(c, priceAlertDeleteSchema)
    await deletePriceAlert(c.var.deps, c.var.userId, id)
    return ok(c, null, 'price_alert_deleted')
  })
