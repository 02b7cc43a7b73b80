import { createMiddleware } from 'hono/factory'
import { headers } from '../../contract/api'
import { findValidToken } from '../features/accounts/tokens'
import type { AppEnv } from './types'

/** Every /api/* call needs a valid, unexpired, unrevoked UserToken; otherwise HTTP 204 with no body. */
export const authMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const token = c.req.header(headers.token)
  const { db, clock } = c.var.deps
  const session = token ? await findValidToken(db, token, clock()) : undefined
  if (!session) return c.body(null, 204)
  c.set('userId', session.userId)
  c.set('tokenId', session.tokenId)
  await next()
})
