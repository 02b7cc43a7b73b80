import { Hono } from 'hono'
import { supportReplySchema, supportThreadIdSchema, supportThreadSchema } from '../../../contract/schemas/support'
import { ok } from '../../http/envelope'
import type { AppEnv } from '../../http/types'
import { readBody } from '../../http/validate'
import { clientServiceUrl, openThread, replyToThread, threadDetail, unreadAnswers, userThreads } from './service'

/** Public: GET /main/client_service_url {url, show_header} (url '' means Tern's own support inbox). */
export const supportPublic = new Hono<AppEnv>().get('/client_service_url', (c) =>
  ok(c, clientServiceUrl(c.var.deps.config)),
)

/**
 * Signed in: GET /api/support_threads, GET /api/support_unread, POST /api/support_thread {body, pic?},
 * POST /api/support_messages {thread_id} (marks the answers read), POST /api/support_reply {thread_id, body, pic?}.
 */
export const supportApi = new Hono<AppEnv>()
  .get('/support_threads', async (c) => ok(c, await userThreads(c.var.deps, c.var.userId)))
  .get('/support_unread', async (c) => ok(c, await unreadAnswers(c.var.deps, c.var.userId)))
  .post('/support_thread', async (c) => {
    const body = await readBody(c, supportThreadSchema)
    return ok(c, await openThread(c.var.deps, c.var.userId, body), 'support_sent')
  })
  .post('/support_messages', async (c) => {
    const { thread_id } = await readBody(c, supportThreadIdSchema)
    return ok(c, await threadDetail(c.var.deps, c.var.userId, thread_id))
  })
  .post('/support_reply', async (c) => {
    const body = await readBody(c, supportReplySchema)
    return ok(c, await replyToThread(c.var.deps, c.var.userId, body), 'support_sent')
  })
