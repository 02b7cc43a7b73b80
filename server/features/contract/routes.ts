import { Hono } from 'hono'
import {
  contractCancelSchema,
  contractHistoryQuerySchema,
  contractNoticesSeenSchema,
  contractOrderSchema,
  contractProductSchema,
  contractSellSchema,
  contractStopsSchema,
} from '../../../contract/schemas/contract'
import { idInput } from '../../../contract/schemas/inputs'
import { signedInUser } from '../../http/auth'
import { fail, ok } from '../../http/envelope'
import { idempotentCall } from '../../http/idempotency'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { writeTx } from '../../ledger/tx'
import { groupOnce } from '../../trading/group-commit'
import { closeContractPosition, editContractStops } from './positions'
import { contractHistory, contractMarket, contractNotices, seeNotices } from './reads'
import { cancelContractOrder, placeContractOrder } from './service'
import { titledOrder } from './view'

/** Public (the caller's orders and balance with a valid UserToken): POST /main/product_lvs {pid}. */
export const contractPublic = new Hono<AppEnv>().post('/product_lvs', async (c) => {
  const { pid } = await readBody(c, contractProductSchema)
  const userId = await signedInUser(c)
  c.header('Cache-Control', userId === undefined ? 'public, max-age=1' : 'private, no-store')
  c.header('Vary', 'UserLang, UserToken')
  return ok(c, await contractMarket(c.var.deps, pid, { userId, lang: c.var.lang }))
})

/**
 * Signed in: POST /api/contract_order, /api/contract_cancel, /api/contract_sell, /api/contract_stops,
 * /api/contract_notices_seen; GET /api/orders/page/{page}?status=all|hold|wait, /api/contract_notices.
 */
export const contractApi = new Hono<AppEnv>()
  .post('/contract_order', async (c) => {
    const body = await readBody(c, contractOrderSchema)
    const { deps, userId } = c.var
    const order = await groupOnce(deps.db, idempotentCall(c, body), (trx) =>
      placeContractOrder(deps, trx, userId, body),
    )
    return ok(
      c,
      await titledOrder(deps.db, c.var.lang, order),
      order.status === 1 ? 'contract_opened' : 'contract_placed',
    )
  })
  .post('/contract_cancel', async (c) => {
    const { oid } = await readBody(c, contractCancelSchema)
    const { deps, userId } = c.var
    const order = await writeTx(deps.db, (trx) => cancelContractOrder(deps, trx, userId, oid), { users: [userId] })
    return ok(c, await titledOrder(deps.db, c.var.lang, order), 'contract_cancelled')
  })
  .post('/contract_sell', async (c) => {
    const body = await readBody(c, contractSellSchema)
    const { deps, userId } = c.var
    const closed = await groupOnce(deps.db, idempotentCall(c, body), (trx) =>
      closeContractPosition(deps, trx, userId, body.oid, body.share),
    )
    return ok(c, await titledOrder(deps.db, c.var.lang, closed), 'contract_closed')
  })
  .post('/contract_stops', async (c) => {
    const body = await readBody(c, contractStopsSchema)
    const { deps, userId } = c.var
    const order = await writeTx(deps.db, (trx) => editContractStops(deps, trx, userId, body), { users: [userId] })
    return ok(c, await titledOrder(deps.db, c.var.lang, order), 'contract_stops_saved')
  })
  .get('/orders/page/:page', async (c) => {
    const page = idInput.safeParse(c.req.param('page'))
    if (!page.success || page.data < 1 || page.data > 100_000) return fail(c, 'not_found', 404)
    const { status, before } = contractHistoryQuerySchema.parse({
      status: c.req.query('status'),
      before: c.req.query('before'),
    })
    const { deps, userId, lang } = c.var
    return ok(c, await contractHistory(deps, { userId, lang }, status, { page: page.data, before }))
  })
  .get('/contract_notices', async (c) => ok(c, await contractNotices(c.var.deps, c.var.userId, c.var.lang)))
  .post('/contract_notices_seen', async (c) => {
    const { ids } = await readBody(c, contractNoticesSeenSchema)
    return ok(c, await seeNotices(c.var.deps, c.var.userId, ids))
  })
