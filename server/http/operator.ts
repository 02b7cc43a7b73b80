import { createHash, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { AppError } from '../errors'
import { clientAddress } from './client-address'
import { fail } from './envelope'
import { isOperatorThrottled, operatorThrottleRules, recordWrongToken } from './operator-throttle'
import type { AppEnv } from './types'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * none: no admin bearer token (or TERN_ADMIN_TOKEN unset); wrong: a wrong one; throttled: the address sent too
 * many wrong ones lately, and this token is refused whether right or wrong, so the answer tells nothing.
 */
export type OperatorCheck = 'operator' | 'none' | 'wrong' | 'throttled'

/** Checks `Authorization: Bearer <TERN_ADMIN_TOKEN>` (never a user token), counting wrong ones per address. */
export async function checkOperator(c: Context<AppEnv>): Promise<OperatorCheck> {
  const { config, db, clock } = c.var.deps
  const header = c.req.header('Authorization')
  if (!config.adminToken || !header?.startsWith('Bearer ')) return 'none'
  const right = timingSafeEqual(digest(header.slice('Bearer '.length).trim()), digest(config.adminToken))
  const address = clientAddress(c)
  if (right) return (await isOperatorThrottled(db, address, clock())) ? 'throttled' : 'operator'
  return (await recordWrongToken(db, address, clock())) ? 'throttled' : 'wrong'
}

export async function isOperator(c: Context<AppEnv>): Promise<boolean> {
  return (await checkOperator(c)) === 'operator'
}

/** Guards /admin/*: not found while TERN_ADMIN_TOKEN is unset, unauthorized without the operator's token. */
export const operatorMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  if (!c.var.deps.config.adminToken) return fail(c, 'not_found', 404)
  const check = await checkOperator(c)
  if (check === 'throttled') {
    // The window (not the exact remaining time: counting it would tell a prober how close the limit is).
    const seconds = String(operatorThrottleRules.windowMs / 1000)
    return fail(c, new AppError('too_many_attempts', 'too_many_attempts', { seconds }), 429)
  }
  if (check !== 'operator') return fail(c, 'unauthorized', 401)
  await next()
})
