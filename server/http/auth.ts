import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { headers } from '../../contract/api'
import { findValidToken } from '../features/accounts/tokens'
import type { AppEnv } from './types'

function sessionOf(c: Context<AppEnv>) {
  const token = c.req.header(headers.token)
  const { db, clock } = c.var.deps
  return token ? findValidToken(db, token, clock()) : Promise.resolve(undefined)
}

/** Every /api/* call needs a valid, unexpired, unrevoked UserToken; otherwise HTTP 204 with no body. */
export const authMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  const session = await sessionOf(c)
  if (!session) return c.body(null, 204)
  c.set('userId', session.userId)
  c.set('tokenId', session.tokenId)
  await next()
})

/** On calls where signing in is optional: the caller's user id when the UserToken is valid. */
export async function signedInUser(c: Context<AppEnv>): Promise<number | undefined> {
  return (await sessionOf(c))?.userId
}
