import { Hono } from 'hono'
import { historyCursorSchema } from '../../../contract/schemas/inputs'
import { withdrawDetailSchema, withdrawSchema } from '../../../contract/schemas/withdraw'
import { ok } from '../../http/envelope'
import { idempotentCall } from '../../http/idempotency'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { once } from '../../ledger/idempotency'
import { submitWithdrawal, withdrawDetail, withdrawHistory, withdrawInfo } from './service'

/** Signed in: GET /api/withdraw_info, POST /api/withdraw, GET /api/withdraw_history, POST /api/withdraw_detail. */
export const withdrawApi = new Hono<AppEnv>()
  .get('/withdraw_info', async (c) => ok(c, await withdrawInfo(c.var.deps, c.var.userId)))
  .post('/withdraw', async (c) => {
    const body = await readBody(c, withdrawSchema)
    const { deps, userId, lang } = c.var
    const record = await once(deps.db, idempotentCall(c, body), (trx) =>
      submitWithdrawal(deps, trx, userId, body, lang),
    )
    return ok(c, record, 'withdraw_submitted')
  })
  .get('/withdraw_history', async (c) => {
    const { before } = historyCursorSchema.parse({ before: c.req.query('before') })
    return ok(c, await withdrawHistory(c.var.deps, c.var.userId, c.var.lang, before))
  })
  .post('/withdraw_detail', async (c) => {
    const { id } = await readBody(c, withdrawDetailSchema)
    return ok(c, await withdrawDetail(c.var.deps, c.var.userId, id, c.var.lang))
  })
