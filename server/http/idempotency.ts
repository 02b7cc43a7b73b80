import type { Context } from 'hono'
import { idempotencyHeader } from '../../contract/wallet'
import { AppError } from '../errors'
import { fingerprint, type IdempotentCall } from '../ledger/idempotency'
import type { AppEnv } from './types'

const KEY = /^[\x21-\x7e]{1,128}$/

/**
 * The caller's Idempotency-Key and the fingerprint of this call (only a keyed call is compared with a stored one:
 * without a key there is nothing to hash); a malformed key is a validation error.
 */
export function idempotentCall(c: Context<AppEnv>, body: unknown): IdempotentCall {
  const key = c.req.header(idempotencyHeader)
  if (key !== undefined && !KEY.test(key)) throw new AppError('validation')
  const { deps, userId } = c.var
  const print = key === undefined ? '' : fingerprint(`${c.req.method} ${c.req.path}`, body)
  return { userId, key, fingerprint: print, now: deps.clock() }
}
