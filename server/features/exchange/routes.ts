import { Hono } from 'hono'
import { exchangeSchema } from '../../../contract/schemas/exchange'
import { ok } from '../../http/envelope'
import { idempotentCall } from '../../http/idempotency'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { once } from '../../ledger/idempotency'
import { executeExchange, quoteExchange } from './service'

/** Signed in: POST /api/exchange_result2 {from, to, amount, type, do}. */
export const exchangeApi = new Hono<AppEnv>().post('/exchange_result2', async (c) => {
  const body = await readBody(c, exchangeSchema)
  const { deps, userId } = c.var
  if (body.do === 0) return ok(c, quoteExchange(deps, body))
  const result = await once(deps.db, idempotentCall(c, body), (trx) => executeExchange(deps, trx, userId, body))
  return ok(c, result, 'exchange_done')
})
