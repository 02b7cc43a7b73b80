import { Hono } from 'hono'
import { historyCursorSchema } from '../../../contract/schemas/inputs'
import { withdrawConfirmSchema } from '../../../contract/schemas/security'
import { withdrawDetailSchema, withdrawSchema } from '../../../contract/schemas/withdraw'
import { clientInfo } from '../../http/auth'
import { ok } from '../../http/envelope'
import { idempotentCall } from '../../http/idempotency'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { once } from '../../ledger/idempotency'
import { completeWithdrawal, requestWithdrawal, verifyWithdrawCode } from './confirmation'
import { withdrawDetail, withdrawHistory, withdrawInfo } from './service'

/**
 * Signed in: GET /api/withdraw_info, POST /api/withdraw (a request waiting for its code), POST /api/withdraw_confirm
 * {id, code} (the withdrawal), GET /api/withdraw_history, POST /api/withdraw_detail.
 */
export const withdrawApi = new Hono<AppEnv>()
  .get('/withdraw_info', async (c) => ok(c, await withdrawInfo(c.var.deps, c.var.userId)))
  .post('/withdraw', async (c) => {
    const body = await readBody(c, withdrawSchema)
    const { deps, userId, lang } = c.var
    const challenge = await requestWithdrawal(deps, userId, body, lang)
    return ok(c, challenge, challenge.method === 'totp' ? 'withdraw_code_totp' : 'withdraw_code_mailed')
  })
  .post('/withdraw_confirm', async (c) => {
    const body = await readBody(c, withdrawConfirmSchema)
    const { deps, userId, lang } = c.var
    await verifyWithdrawCode(deps, userId, body.id, body.code, clientInfo(c).address)
    const record = await once(deps.db, idempotentCall(c, body), (trx) =>
      completeWithdrawal(deps, trx, userId, body.id, lang),
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
