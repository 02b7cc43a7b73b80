import { type Context, Hono } from 'hono'
import {
  feedRouteSchema,
  freezeSchema,
  productTextSchema,
  spotFeeSchema,
  timedRemoveSchema,
  timedSettingSchema,
  userLedgerSchema,
  userOrdersSchema,
  userSearchSchema,
  walletLimitsSchema,
} from '../../../contract/console-data'
import { idInput } from '../../../contract/schemas/inputs'
import { fail, ok } from '../../http/envelope'
import { operatorContext } from '../../http/operator'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { changeRoute, feedOverview } from './feed'
import { setFrozen } from './freeze'
import { houseReport } from './house'
import { userOrders } from './orders'
import { changeProductTexts } from './product-texts'
import { changeSpotFee, changeWalletLimits, productSettings } from './products'
import { queueCounts } from './queues'
import { changeTimed, removeTimed } from './timed'
import { findUsers, userDetail, userLedger } from './users'

const userId = (text: string) => idInput.safeParse(text)
const withConfig = (c: Context<AppEnv>) => ({ ...operatorContext(c), config: c.var.deps.config })

async function changeFreeze(c: Context<AppEnv>, frozen: boolean) {
  const id = userId(c.req.param('id') ?? '')
  if (!id.success) return fail(c, 'not_found', 404)
  const body = await readBody(c, freezeSchema)
  const answer = await setFrozen(operatorContext(c), id.data, { ...body, frozen })
  return ok(c, answer, frozen ? 'user_frozen' : 'user_unfrozen')
}

/**
 * The operator console's data (contract/console-data.ts), behind the operator check of /admin/* (roles in
 * contract/console.ts): GET /admin/queues; GET /admin/users,
 * /admin/users/{id}, /admin/users/{id}/ledger, /admin/users/{id}/orders; POST /admin/users/{id}/freeze and
 * /unfreeze; GET /admin/house; GET /admin/products, POST /admin/products/{timed|timed_remove|spot|wallet|texts};
 * GET /admin/feed, POST /admin/feed/routes.
 */
export const consoleRoutes = new Hono<AppEnv>()
  .get('/queues', async (c) => ok(c, await queueCounts(c.var.deps.db)))
  .get('/users', async (c) => {
    const query = userSearchSchema.safeParse(c.req.query())
    if (!query.success) return fail(c, 'validation')
    return ok(c, await findUsers(operatorContext(c), query.data.q, query.data.page, query.data.size))
  })
  .get('/users/:id', async (c) => {
    const id = userId(c.req.param('id'))
    if (!id.success) return fail(c, 'not_found', 404)
    return ok(c, await userDetail(operatorContext(c), id.data))
  })
  .get('/users/:id/ledger', async (c) => {
    const id = userId(c.req.param('id'))
    const query = userLedgerSchema.safeParse(c.req.query())
    if (!id.success) return fail(c, 'not_found', 404)
    if (!query.success) return fail(c, 'validation')
    return ok(c, await userLedger(operatorContext(c), id.data, query.data))
  })
  .get('/users/:id/orders', async (c) => {
    const id = userId(c.req.param('id'))
    const query = userOrdersSchema.safeParse(c.req.query())
    if (!id.success) return fail(c, 'not_found', 404)
    if (!query.success) return fail(c, 'validation')
    return ok(c, await userOrders(operatorContext(c), id.data, query.data))
  })
  .post('/users/:id/freeze', (c) => changeFreeze(c, true))
  .post('/users/:id/unfreeze', (c) => changeFreeze(c, false))
  .get('/house', async (c) => ok(c, await houseReport(c.var.deps)))
  .get('/products', async (c) => ok(c, await productSettings(c.var.deps)))
  .post('/products/timed', async (c) => {
    const body = await readBody(c, timedSettingSchema)
    return ok(c, await changeTimed(withConfig(c), body), 'settings_saved')
  })
  .post('/products/timed_remove', async (c) => {
    const body = await readBody(c, timedRemoveSchema)
    return ok(c, await removeTimed(withConfig(c), body), 'settings_saved')
  })
  .post('/products/spot', async (c) => {
    const body = await readBody(c, spotFeeSchema)
    return ok(c, await changeSpotFee(withConfig(c), body), 'settings_saved')
  })
  .post('/products/texts', async (c) => {
    const body = await readBody(c, productTextSchema)
    const ctx = { ...operatorContext(c), market: c.var.deps.market }
    return ok(c, await changeProductTexts(ctx, body), 'settings_saved')
  })
  .post('/products/wallet', async (c) => {
    const body = await readBody(c, walletLimitsSchema)
    return ok(c, await changeWalletLimits(withConfig(c), body), 'settings_saved')
  })
  .get('/feed', async (c) => ok(c, await feedOverview(operatorContext(c))))
  .post('/feed/routes', async (c) => {
    const body = await readBody(c, feedRouteSchema)
    return ok(c, await changeRoute(withConfig(c), body), 'settings_saved')
  })
