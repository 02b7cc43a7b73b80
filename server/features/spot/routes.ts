import { type Context, Hono } from 'hono'
import { z } from 'zod'
import { signedInUser } from '../../http/auth'
import { ok } from '../../http/envelope'
import { idempotentCall } from '../../http/idempotency'
import { decimalInput, idInput } from '../../http/inputs'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { writeTx } from '../../ledger/tx'
import { groupOnce } from '../../trading/group-commit'
import type { Side } from './rules'
import { cancelCoinOrder, coinMarketInfo, listCoinOrders, placeCoinOrder } from './service'

const flag = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((v) => (Number(v) === 0 ? 0 : 1) as 0 | 1)
const text = decimalInput.optional().transform((v) => v ?? '')

const orderSchema = z.object({
  pid: idInput,
  // The spec's buy payload carries a `type`; the side is given by the call.
  type: z.unknown().optional(),
  price_type: flag,
  price: text,
  amount: text,
})
const pidSchema = z.object({ pid: idInput })
const oidSchema = z.object({ oid: idInput })
const querySchema = z.object({
  pid: z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .default(12),
})

function placing(side: Side) {
  return async (c: Context<AppEnv>) => {
    const body = await readBody(c, orderSchema)
    const { deps, userId } = c.var
    const input = { pid: body.pid, side, priceType: body.price_type, price: body.price, amount: body.amount }
    const order = await groupOnce(deps.db, idempotentCall(c, input), (trx) => placeCoinOrder(deps, trx, userId, input))
    return ok(c, order, order.status === 1 ? 'coin_order_filled' : 'coin_order_placed')
  }
}

/** Public (balances and orders with a valid UserToken): POST /main/coin_lvs {pid}. */
export const spotPublic = new Hono<AppEnv>().post('/coin_lvs', async (c) => {
  const { pid } = await readBody(c, pidSchema)
  c.header('Cache-Control', 'private, no-store')
  return ok(c, await coinMarketInfo(c.var.deps, pid, await signedInUser(c)))
})

/** Signed in: POST /api/coin_buy, /api/coin_sell, /api/coin_cancel; GET /api/coin_orders[?pid=]. */
export const spotApi = new Hono<AppEnv>()
  .post('/coin_buy', placing(0))
  .post('/coin_sell', placing(1))
  .post('/coin_cancel', async (c) => {
    const { oid } = await readBody(c, oidSchema)
    const { deps, userId } = c.var
    const order = await writeTx(deps.db, (trx) => cancelCoinOrder(deps, trx, userId, oid))
    return ok(c, order, 'coin_cancelled')
  })
  .get('/coin_orders', async (c) => {
    const parsed = querySchema.safeParse(c.req.query())
    const pid = parsed.success ? parsed.data.pid : 12
    return ok(c, await listCoinOrders(c.var.deps, c.var.userId, pid))
  })
