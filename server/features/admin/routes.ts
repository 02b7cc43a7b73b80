import { Hono } from 'hono'
import { contractTermsSchema, decisionSchema, reviewStatusSchema } from '../../../contract/schemas/admin'
import { idInput } from '../../../contract/schemas/inputs'
import { fail, ok } from '../../http/envelope'
import { operatorMiddleware } from '../../http/operator'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { changeContractTerms, decideReview, listReviews, type ReviewKind, reviewKinds } from './service'

/**
 * Operators only (Authorization: Bearer <TERN_ADMIN_TOKEN>; not found while the token is unset):
 * GET /admin/{deposits|withdrawals|banks}?status=0|1|2|all (default 0, pending),
 * POST /admin/{kind}/{id}/approve {reason?}, POST /admin/{kind}/{id}/reject {reason};
 * POST /admin/products/{pid}/contract_terms {max_leverage?, maintenance?, hand_fee?, hand_price?}.
 */
export const adminRoutes = new Hono<AppEnv>()
  .use('*', operatorMiddleware)
  .post('/products/:pid/contract_terms', async (c) => {
    const pid = idInput.safeParse(c.req.param('pid'))
    if (!pid.success) return fail(c, 'not_found', 404)
    const changes = await readBody(c, contractTermsSchema)
    if (Object.values(changes).every((v) => v === undefined)) return fail(c, 'validation')
    return ok(c, await changeContractTerms(c.var.deps, pid.data, changes), 'contract_terms_saved')
  })
  .get('/:kind', async (c) => {
    const kind = reviewKinds.find((k) => k === c.req.param('kind'))
    const status = reviewStatusSchema.safeParse(c.req.query('status'))
    if (!kind) return fail(c, 'not_found', 404)
    if (!status.success) return fail(c, 'validation')
    return ok(c, await listReviews(c.var.deps, kind, status.data))
  })
  .post('/:kind/:id/:decision', async (c) => {
    const kind: ReviewKind | undefined = reviewKinds.find((k) => k === c.req.param('kind'))
    const decision = c.req.param('decision')
    const id = idInput.safeParse(c.req.param('id'))
    if (!kind || !id.success || (decision !== 'approve' && decision !== 'reject')) return fail(c, 'not_found', 404)
    const text = await c.req.text()
    const { reason } = text.trim() === '' ? { reason: '' } : await readBody(c, decisionSchema)
    const approve = decision === 'approve'
    const result = await decideReview(c.var.deps, kind, id.data, approve, reason)
    return ok(c, result, approve ? 'approved' : 'rejected')
  })
