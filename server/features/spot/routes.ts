import { type Context, Hono } from 'hono'
import type { Side } from '../../../contract/rules/spot'
import { historyCursorSchema } from '../../../contract/schemas/inputs'
import {
  coinCancelSchema,
  coinOrderSchema,
  coinOrdersQuerySchema,
  coinPairSchema,
} from '../../../contract/schemas/spot'
import { signedInUser } from '../../http/auth'
import { ok } from '../../http/envelope'
import { idempotentCall } from '../../http/idempotency'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { writeTx } from '../../ledger/tx'
import { groupOnce } from '../../trading/group-commit'
import { cancelCoinOrder, coinMarketInfo, listCoinOrders, placeCoinOrder } from './service'

function placing(side: Side) {
  return async (c: Context<AppEnv>) => {
    const body = await readBody(c, coinOrderSchema)
    const { deps, userId } = c.var
    const call = idempotentCall(c, body)
    const order = await groupOnce(deps.db, call, (trx) => placeCoinOrder(deps, trx, userId, side, body))
    return ok(c, order, order.status === 1 ? 'coin_order_filled' : 'coin_order_placed')
  }
}

/** Public (balances and orders with a valid UserToken): POST /main/coin_lvs {pid}. */
export const spotPublic = new Hono<AppEnv>().post('/coin_lvs', async (c) => {
  const { pid } = await readBody(c, coinPairSchema)
  c.header('Cache-Control', 'private, no-store')
  return ok(c, await coinMarketInfo(c.var.deps, pid, { userId: await signedInUser(c), lang: c.var.lang }))
})

/** Signed in: POST /api/coin_buy, /api/coin_sell, /api/coin_cancel; GET /api/coin_orders[?pid=]. */
export const spotApi = new Hono<AppEnv>()
  .post('/coin_buy', placing(0))
  .post('/coin_sell', placing(1))
  .post('/coin_cancel', async (c) => {
    const { oid } = await readBody(c, coinCancelSchema)
    const { deps, userId } = c.var
    const order = await writeTx(deps.db, (trx) => cancelCoinOrder(deps, trx, userId, oid), { users: [userId] })
    return ok(c, order, 'coin_cancelled')
  })
  .get('/coin_orders', async (c) => {
    const parsed = coinOrdersQuerySchema.safeParse(c.req.query())
    const pid = parsed.success ? parsed.data.pid : 12
    const { before } = historyCursorSchema.parse({ before: c.req.query('before') })
    return ok(c, await listCoinOrders(c.var.deps, { userId: c.var.userId, lang: c.var.lang }, pid, before))
  })
