import { Hono } from 'hono'
import { historyCursorSchema } from '../../../contract/schemas/inputs'
import { microOrderSchema, microResultSchema } from '../../../contract/schemas/micro'
import { ok } from '../../http/envelope'
import { idempotentCall } from '../../http/idempotency'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { groupOnce } from '../../trading/group-commit'
import { listMicroOrders, microResult, placeMicroOrder } from './service'

/** Signed in: POST /api/micro_order, POST /api/micro_result, GET /api/micro_orders. */
export const microApi = new Hono<AppEnv>()
  .post('/micro_order', async (c) => {
    const body = await readBody(c, microOrderSchema)
    const { deps, userId } = c.var
    // A timed order's only rule on balances is that its stake and fee be covered: its postings may be held.
    const placed = await groupOnce(
      deps.db,
      idempotentCall(c, body),
      (trx) => placeMicroOrder(deps, trx, userId, body),
      {
        holdWrites: true,
      },
    )
    return ok(c, placed, 'micro_placed')
  })
  .post('/micro_result', async (c) => {
    const { oid } = await readBody(c, microResultSchema)
    return ok(c, await microResult(c.var.deps, c.var.userId, oid))
  })
  .get('/micro_orders', async (c) => {
    const { before } = historyCursorSchema.parse({ before: c.req.query('before') })
    return ok(c, await listMicroOrders(c.var.deps, c.var.userId, c.var.lang, before))
  })
