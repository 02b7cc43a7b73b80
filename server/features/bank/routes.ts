import { Hono } from 'hono'
import { z } from 'zod'
import { ok } from '../../http/envelope'
import { idempotentCall } from '../../http/idempotency'
import { idInput, textInput } from '../../http/inputs'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { once } from '../../ledger/idempotency'
import { addBankRecord, bankRecords, deleteBankRecord } from './service'

const addSchema = z.object({
  type: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')])
    .transform((t) => (Number(t) === 0 ? 0 : 1) as 0 | 1),
  bank: textInput(),
  branch: textInput(),
  account: textInput(64),
  name: textInput(),
  idcard: textInput(64),
  phone: textInput(32),
  currency: textInput(16),
  address: textInput(128),
  remark: textInput(100),
})
const idSchema = z.object({ id: idInput })

/** Signed in: GET /api/bank, POST /api/addbank, POST /api/delbank {id}. */
export const bankApi = new Hono<AppEnv>()
  .get('/bank', async (c) => ok(c, await bankRecords(c.var.deps, c.var.userId)))
  .post('/addbank', async (c) => {
    const body = await readBody(c, addSchema)
    const { deps, userId } = c.var
    const record = await once(deps.db, idempotentCall(c, body), (trx) => addBankRecord(deps, trx, userId, body))
    return ok(c, record, 'bank_added')
  })
  .post('/delbank', async (c) => {
    const { id } = await readBody(c, idSchema)
    await deleteBankRecord(c.var.deps, c.var.userId, id)
    return ok(c, null, 'bank_deleted')
  })
