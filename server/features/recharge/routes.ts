import { Hono } from 'hono'
import { historyCursorSchema } from '../../../contract/schemas/inputs'
import { rechargeSchema } from '../../../contract/schemas/recharge'
import { ok } from '../../http/envelope'
import { idempotentCall } from '../../http/idempotency'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { once } from '../../ledger/idempotency'
import { rechargeConfig, rechargeHistory, submitRecharge } from './service'

/** Signed in: GET /api/recharge_config, POST /api/recharge {type, amount, pic}, GET /api/recharge_history. */
export const rechargeApi = new Hono<AppEnv>()
  .get('/recharge_config', async (c) => ok(c, await rechargeConfig(c.var.deps)))
  .post('/recharge', async (c) => {
    const body = await readBody(c, rechargeSchema)
    const { deps, userId, lang } = c.var
    const record = await once(deps.db, idempotentCall(c, body), (trx) => submitRecharge(deps, trx, userId, body, lang))
    return ok(c, record, 'recharge_submitted')
  })
  .get('/recharge_history', async (c) => {
    const { before } = historyCursorSchema.parse({ before: c.req.query('before') })
    return ok(c, await rechargeHistory(c.var.deps, c.var.userId, c.var.lang, before))
  })
