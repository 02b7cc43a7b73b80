// The proof of liabilities' calls (README: Proof of liabilities). Public: a snapshot's signed roots and totals
// per asset, the latest or a given one (a given one never changes: cached a year). Signed in: the caller's own
// inclusion proofs in a snapshot; the user is the session's, never a parameter. Admin: the house's stated holdings.
import { type Context, Hono } from 'hono'
import type { Asset } from '../../contract/api'
import { type LiabilityHeld, liabilityHeldSchema } from '../../contract/console-data'
import type { LiabilityProofAnswer } from '../../contract/verify/liabilities'
import { amountOf } from '../../contract/verify/liabilities'
import { writeAudit } from '../audit/log'
import type { Db } from '../db/db'
import { invalid } from '../errors'
import { fail, ok } from '../http/envelope'
import { operatorContext } from '../http/operator'
import type { AppEnv } from '../http/types'
import { readBody } from '../http/validate'
import { parseAmount } from '../ledger/money'
import { heldKey, inclusionProofs, liabilitySnapshot, statedHoldings } from './liabilities'

const IMMUTABLE = 'public, max-age=31536000, immutable'
/** undefined: no id given (the latest); null: an id that is not one. */
const snapshotId = (text: string | undefined) =>
  text === undefined || text === '' ? undefined : /^[1-9]\d{0,14}$/.test(text) ? Number(text) : null

export const liabilitiesPublic = new Hono<AppEnv>()
  .get('/liabilities', async (c) => {
    const snapshot = await liabilitySnapshot(c.var.deps.db)
    if (!snapshot) return fail(c, 'not_found')
    c.header('Cache-Control', 'public, max-age=60')
    return ok(c, snapshot)
  })
  .get('/liabilities/:id', async (c) => {
    const id = snapshotId(c.req.param('id'))
    if (id == null) return fail(c, 'validation')
    const snapshot = await liabilitySnapshot(c.var.deps.db, id)
    if (!snapshot) return fail(c, 'not_found')
    c.header('Cache-Control', IMMUTABLE)
    return ok(c, snapshot)
  })

/** GET /api/liability_proof?snapshot= (default: the latest): the caller's proofs, one per asset they hold. */
export const liabilitiesApi = new Hono<AppEnv>().get('/liability_proof', async (c) => {
  const id = snapshotId(c.req.query('snapshot'))
  if (id === null) return fail(c, 'validation')
  const snapshot = await liabilitySnapshot(c.var.deps.db, id)
  if (!snapshot) return fail(c, 'not_found')
  const userId = c.var.userId
  const answer: LiabilityProofAnswer = {
    snapshot: snapshot.id,
    user_id: userId,
    proofs: await inclusionProofs(c.var.deps.db, snapshot.id, userId),
  }
  return ok(c, answer)
})

async function heldView(db: Db): Promise<LiabilityHeld> {
  const held = await statedHoldings(db)
  const text = (asset: Asset) => {
    const units = held[asset]
    return units === undefined ? '' : amountOf(units, asset)
  }
  return { USDT: text('USDT'), BTC: text('BTC'), ETH: text('ETH') }
}

async function changeHeld(c: Context<AppEnv>) {
  const body = await readBody(c, liabilityHeldSchema)
  const units = body.amount === '' ? null : parseAmount(body.amount, body.asset)
  if (body.amount !== '' && units === null) throw invalid('amount_invalid')
  const ctx = operatorContext(c)
  const key = heldKey(body.asset)
  const at = ctx.clock()
  await ctx.db.transaction().execute(async (trx) => {
    const before = await heldView(trx)
    if (units === null) await trx.deleteFrom('settings').where('key', '=', key).execute()
    else
      await trx
        .insertInto('settings')
        .values({ key, value: units.toString(), updated_at: at.toISOString() })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: units.toString(), updated_at: at.toISOString() }))
        .execute()
    const after = await heldView(trx)
    const entry = {
      operator: ctx.operator,
      address: ctx.address,
      action: 'liabilities.held',
      target: `settings:${key}`,
      before: JSON.stringify({ [body.asset]: before[body.asset] }),
      after: JSON.stringify({ [body.asset]: after[body.asset] }),
      reason: body.reason,
    }
    await writeAudit(trx, entry, at)
  })
  return ok(c, await heldView(ctx.db), 'settings_saved')
}

/** Admin: GET /admin/liabilities (the stated holdings), POST /admin/liabilities/held {asset, amount, reason}. */
export const liabilitiesAdmin = new Hono<AppEnv>()
  .get('/liabilities', async (c) => ok(c, await heldView(c.var.deps.db)))
  .post('/liabilities/held', changeHeld)
