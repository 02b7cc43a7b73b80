import { Hono } from 'hono'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import { idempotentCall } from '../../http/idempotency'
import { decimalInput, idInput, textInput } from '../../http/inputs'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { once } from '../../ledger/idempotency'
import { submitWithdrawal, withdrawDetail, withdrawHistory, withdrawInfo } from './service'

const withdrawSchema = z.object({
  tabType: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
    .transform((t) => (Number(t) === 0 ? 0 : 1) as 0 | 1),
  amount: decimalInput.optional().transform((v) => v ?? ''),
  bank_name: textInput(),
  bank_branch: textInput(),
  bank_account: textInput(64),
  name: textInput(),
  idcard: textInput(64),
  phone: textInput(32),
  network: textInput(16),
  coin_address: textInput(128),
})
const idSchema = z.object({ id: idInput })

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
  .get('/withdraw_history', async (c) => ok(c, await withdrawHistory(c.var.deps, c.var.userId, c.var.lang)))
  .post('/withdraw_detail', async (c) => {
    const { id } = await readBody(c, idSchema)
    return ok(c, await withdrawDetail(c.var.deps, c.var.userId, id, c.var.lang))
  })
