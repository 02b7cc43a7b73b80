import { createHash, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { fail } from './envelope'
import type { AppEnv } from './types'

const digest = (text: string) => createHash('sha256').update(text).digest()

/** True when the request carries `Authorization: Bearer <TERN_ADMIN_TOKEN>` (never a user token). */
export function isOperator(c: Context<AppEnv>): boolean {
  const token = c.var.deps.config.adminToken
  const header = c.req.header('Authorization')
  if (!token || !header?.startsWith('Bearer ')) return false
  return timingSafeEqual(digest(header.slice('Bearer '.length).trim()), digest(token))
}

/** Guards /admin/*: not found while TERN_ADMIN_TOKEN is unset, unauthorized without the operator's token. */
export const operatorMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.deps.config.adminToken) return fail(c, 'not_found', 404)
  if (!isOperator(c)) return fail(c, 'unauthorized', 401)
  await next()
})
