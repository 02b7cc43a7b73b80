import { Hono } from 'hono'
import { z } from 'zod'
import { assets } from '../../../contract/api'
import { ok } from '../../http/envelope'
import { idempotentCall } from '../../http/idempotency'
import { decimalInput } from '../../http/inputs'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { once } from '../../ledger/idempotency'
import { executeExchange, quoteExchange } from './service'

const asset = z.string().trim().toUpperCase().pipe(z.enum(assets))
const flag = z
  .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
  .transform((v) => (Number(v) === 0 ? 0 : 1) as 0 | 1)
const exchangeSchema = z.object({
  from: asset,
  to: asset,
  amount: decimalInput.optional().transform((v) => v ?? ''),
  type: flag.default(0),
  do: flag.default(0),
})

/** Signed in: POST /api/exchange_result2 {from, to, amount, type, do}. */
export const exchangeApi = new Hono<AppEnv>().post('/exchange_result2', async (c) => {
  const body = await readBody(c, exchangeSchema)
  const { deps, userId } = c.var
  if (body.do === 0) return ok(c, quoteExchange(deps, body))
  const result = await once(deps.db, idempotentCall(c, body), (trx) => executeExchange(deps, trx, userId, body))
  return ok(c, result, 'exchange_done')
})
