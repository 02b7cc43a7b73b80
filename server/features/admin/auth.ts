import { createHash, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import type { AppEnv } from '../../http/types'

const digest = (text: string) => createHash('sha256').update(text).digest()

/** True when the request carries `Authorization: Bearer <TERN_ADMIN_TOKEN>` (never a user token). */
export function isOperator(c: Context<AppEnv>): boolean {
  const token = c.var.deps.config.adminToken
  const header = c.req.header('Authorization')
  if (!token || !header?.startsWith('Bearer ')) return false
  return timingSafeEqual(digest(header.slice('Bearer '.length).trim()), digest(token))
}
