import { Hono } from 'hono'
import { historyCursorSchema } from '../../../contract/schemas/inputs'
import { investBuySchema, investIdSchema } from '../../../contract/schemas/invest'
import type { Db } from '../../db/db'
import { ok } from '../../http/envelope'
import { idempotentCall } from '../../http/idempotency'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { once } from '../../ledger/idempotency'
import { earnDetail, earnSubscribe, earns } from './earn'
import { minerBuy, minerCancel, minerInfo, minerList, minerOrders } from './miner'

/**
 * Signed in: GET /api/miner_list, POST /api/miner_info {id}, POST /api/miner_buy {id, amount},
 * GET /api/miner_orders, POST /api/miner_cancel {id}, GET /api/earns, POST /api/earn_detail {id},
 * POST /api/earn_order {id, amount}.
 */
export const investApi = new Hono<AppEnv>()
  .get('/miner_list', async (c) => ok(c, await minerList(c.var.deps, c.var.userId, c.var.lang)))
  .post('/miner_info', async (c) => {
    const { id } = await readBody(c, investIdSchema)
    return ok(c, await minerInfo(c.var.deps, c.var.userId, c.var.lang, id))
  })
  .post('/miner_buy', async (c) => {
    const body = await readBody(c, investBuySchema)
    const { deps, userId, lang } = c.var
    const order = await once(deps.db, idempotentCall(c, body), (trx) => minerBuy(deps, trx, userId, lang, body))
    return ok(c, order, 'miner_subscribed')
  })
  .get('/miner_orders', async (c) => {
    const { before } = historyCursorSchema.parse({ before: c.req.query('before') })
    return ok(c, await minerOrders(c.var.deps, c.var.userId, c.var.lang, before))
  })
  .post('/miner_cancel', async (c) => {
    const body = await readBody(c, investIdSchema)
    const { deps, userId } = c.var
    const result = await once(deps.db, idempotentCall(c, body), (trx) => minerCancel(deps, trx, userId, body.id))
    return ok(c, result, 'miner_cancelled')
  })
  .get('/earns', async (c) => {
    const { before } = historyCursorSchema.parse({ before: c.req.query('before') })
    return ok(c, await earns(c.var.deps, c.var.userId, c.var.lang, before))
  })
  .post('/earn_detail', async (c) => {
    const { id } = await readBody(c, investIdSchema)
    return ok(c, await earnDetail(c.var.deps, c.var.userId, id, c.var.lang))
  })
  .post('/earn_order', async (c) => {
    const body = await readBody(c, investBuySchema)
    const { deps, userId, lang } = c.var
    const subscribe = (trx: Db) => earnSubscribe(deps, trx, { userId, lang }, body)
    const order = await once(deps.db, idempotentCall(c, body), subscribe)
    return ok(c, order, 'earn_subscribed')
  })
