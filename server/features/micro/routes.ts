import { Hono } from 'hono'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import { idempotentCall } from '../../http/idempotency'
import { decimalInput, idInput } from '../../http/inputs'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { groupOnce } from '../../trading/group-commit'
import { listMicroOrders, microResult, placeMicroOrder } from './service'

const direction = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((v) => (Number(v) === 0 ? 0 : 1) as 0 | 1)
const seconds = z
  .union([
    z
      .number()
      .int()
      .positive()
      .max(86_400 * 366),
    z.string().regex(/^\d{1,9}$/),
  ])
  .transform(Number)

const orderSchema = z.object({
  pid: idInput,
  t: seconds,
  amount: decimalInput.optional().transform((v) => v ?? ''),
  type: direction,
})
const resultSchema = z.object({ oid: idInput })

/** Signed in: POST /api/micro_order, POST /api/micro_result, GET /api/micro_orders. */
export const microApi = new Hono<AppEnv>()
  .post('/micro_order', async (c) => {
    const body = await readBody(c, orderSchema)
    const { deps, userId } = c.var
    const placed = await groupOnce(deps.db, idempotentCall(c, body), (trx) => placeMicroOrder(deps, trx, userId, body))
    return ok(c, placed, 'micro_placed')
  })
  .post('/micro_result', async (c) => {
    const { oid } = await readBody(c, resultSchema)
    return ok(c, await microResult(c.var.deps, c.var.userId, oid))
  })
  .get('/micro_orders', async (c) => ok(c, await listMicroOrders(c.var.deps, c.var.userId)))
