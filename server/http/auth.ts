import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { headers } from '../../contract/api'
import { clientAddress } from './client-address'
import type { AppEnv, ClientInfo } from './types'

/** Where the call comes from, as a session records it. */
export function clientInfo(c: Context<AppEnv>): ClientInfo {
  return { address: clientAddress(c), userAgent: c.req.header('User-Agent') ?? '' }
}

function sessionOf(c: Context<AppEnv>) {
  const token = c.req.header(headers.token)
  // c.get, not c.var: c.var builds an object of every variable on each read.
  return token ? c.get('sessions').user(c.get('deps'), token, clientInfo(c)) : Promise.resolve(undefined)
}

/** Every /api/* call needs a valid, unexpired, unrevoked, not idle UserToken; otherwise HTTP 204 with no body. */
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
