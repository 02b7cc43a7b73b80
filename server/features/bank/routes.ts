import { Hono } from 'hono'
import { addBankSchema, deleteBankSchema } from '../../../contract/schemas/bank'
import { allowlistEntrySchema, allowlistSchema } from '../../../contract/schemas/security'
import { clientInfo } from '../../http/auth'
import { ok } from '../../http/envelope'
import { idempotentCall } from '../../http/idempotency'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { once } from '../../ledger/idempotency'
import { setAllowlist, setAllowlistEntry } from './allowlist'
import { addBankRecord, bankRecords, deleteBankRecord } from './service'

const allowlistMessages = {
  saved: 'allowlist_saved',
  code_sent: 'allowlist_off_code_sent',
  off_scheduled: 'allowlist_off_scheduled',
} as const

/**
 * Signed in: GET /api/bank, POST /api/addbank, POST /api/delbank {id}, POST /api/withdraw_allowlist {enabled, code},
 * POST /api/allowlist_entry {id, on}.
 */
export const bankApi = new Hono<AppEnv>()
  .get('/bank', async (c) => ok(c, await bankRecords(c.var.deps, c.var.userId)))
  .post('/addbank', async (c) => {
    const body = await readBody(c, addBankSchema)
    const { deps, userId } = c.var
    const record = await once(deps.db, idempotentCall(c, body), (trx) => addBankRecord(deps, trx, userId, body))
    return ok(c, record, 'bank_added')
  })
  .post('/delbank', async (c) => {
    const { id } = await readBody(c, deleteBankSchema)
    await deleteBankRecord(c.var.deps, c.var.userId, id)
    return ok(c, null, 'bank_deleted')
  })
  .post('/withdraw_allowlist', async (c) => {
    const { enabled, code } = await readBody(c, allowlistSchema)
    const { deps, userId, lang } = c.var
    const { state, outcome } = await setAllowlist(deps, userId, enabled === 1, code, clientInfo(c).address, lang)
    return ok(c, state, allowlistMessages[outcome])
  })
  .post('/allowlist_entry', async (c) => {
    const { id, on } = await readBody(c, allowlistEntrySchema)
    return ok(c, await setAllowlistEntry(c.var.deps, c.var.userId, id, on === 1), 'allowlist_saved')
  })
