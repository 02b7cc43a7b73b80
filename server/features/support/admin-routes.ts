import { Hono } from 'hono'
import { idInput } from '../../../contract/schemas/inputs'
import { supportAnswerSchema, supportQueueSchema } from '../../../contract/schemas/support'
import { fail, ok } from '../../http/envelope'
import { operatorContext } from '../../http/operator'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { answerThread, closeThread, operatorThread, supportQueue } from './operator'

/**
 * Operators (mounted under /admin, behind its operator check): GET /admin/support?status=open|closed|all,
 * GET /admin/support/{id}, POST /admin/support/{id}/answer {body}, POST /admin/support/{id}/close.
 */
export const supportAdmin = new Hono<AppEnv>()
  .get('/', async (c) => {
    const status = supportQueueSchema.safeParse(c.req.query('status'))
    if (!status.success) return fail(c, 'validation')
    return ok(c, await supportQueue(c.var.deps, status.data))
  })
  .get('/:id', async (c) => {
    const id = idInput.safeParse(c.req.param('id'))
    if (!id.success) return fail(c, 'not_found', 404)
    return ok(c, await operatorThread(c.var.deps, id.data))
  })
  .post('/:id/answer', async (c) => {
    const id = idInput.safeParse(c.req.param('id'))
    if (!id.success) return fail(c, 'not_found', 404)
    const { body } = await readBody(c, supportAnswerSchema)
    return ok(c, await answerThread(operatorContext(c), id.data, body), 'support_answered')
  })
  .post('/:id/close', async (c) => {
    const id = idInput.safeParse(c.req.param('id'))
    if (!id.success) return fail(c, 'not_found', 404)
    return ok(c, await closeThread(operatorContext(c), id.data), 'support_closed')
  })
