import { Hono } from 'hono'
import { contractTermsSchema, decisionSchema, reviewStatusSchema } from '../../../contract/schemas/admin'
import { idInput } from '../../../contract/schemas/inputs'
import { auditView } from '../../audit/log'
import { fail, ok } from '../../http/envelope'
import { operatorContext } from '../../http/operator'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { supportAdmin } from '../support'
import { changeContractTerms, decideReview, listReviews, type ReviewKind, reviewKinds } from './service'

/**
 * Operators (behind the operator check on /admin/*, roles per path: server/http/operator.ts):
 * GET /admin/{deposits|withdrawals|banks|verifications}?status=0|1|2|all (default 0, pending),
 * POST /admin/{kind}/{id}/approve {reason?}, POST /admin/{kind}/{id}/reject {reason};
 * POST /admin/products/{pid}/contract_terms {max_leverage?, maintenance?, hand_fee?, hand_price?}; the support
 * inbox under /admin/support (features/support/admin-routes.ts). The audit log: audit-routes.ts.
 */
export const adminRoutes = new Hono<AppEnv>()
  .route('/support', supportAdmin)
  .post('/products/:pid/contract_terms', async (c) => {
    const pid = idInput.safeParse(c.req.param('pid'))
    if (!pid.success) return fail(c, 'not_found', 404)
    const changes = await readBody(c, contractTermsSchema)
    if (Object.values(changes).every((v) => v === undefined)) return fail(c, 'validation')
    return ok(c, await changeContractTerms(operatorContext(c), pid.data, changes), 'contract_terms_saved')
  })
  .get('/:kind', async (c) => {
    const kind = reviewKinds.find((k) => k === c.req.param('kind'))
    const status = reviewStatusSchema.safeParse(c.req.query('status'))
    if (!kind) return fail(c, 'not_found', 404)
    if (!status.success) return fail(c, 'validation')
    const list = await listReviews(c.var.deps, kind, status.data)
    // The queues show proof images, bank accounts and identity data: every read is audited.
    await auditView(operatorContext(c), `queue:${kind}`, `review.view.${kind}`, `status=${status.data ?? 'all'}`)
    return ok(c, list)
  })
  .post('/:kind/:id/:decision', async (c) => {
    const kind: ReviewKind | undefined = reviewKinds.find((k) => k === c.req.param('kind'))
    const decision = c.req.param('decision')
    const id = idInput.safeParse(c.req.param('id'))
    if (!kind || !id.success || (decision !== 'approve' && decision !== 'reject')) return fail(c, 'not_found', 404)
    const text = await c.req.text()
    const { reason } = text.trim() === '' ? { reason: '' } : await readBody(c, decisionSchema)
    const approve = decision === 'approve'
    const result = await decideReview(operatorContext(c), kind, id.data, approve, reason)
    return ok(c, result, approve ? 'approved' : 'rejected')
  })
