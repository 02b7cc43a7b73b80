// A size limit on every request body, enforced before the body is read: a Content-Length above the limit is
// refused at once, a chunked body is cut off as soon as it passes the limit. Paths that carry their own,
// larger limit (image uploads) are left to it.

import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { createMiddleware } from 'hono/factory'
import { fail } from './envelope'
import type { AppEnv } from './types'

/**
 * `maxBytes` for every body except under `ownLimits` (path prefixes). The refusal closes the connection, so
 * the rest of an oversized body is not read.
 */
export function jsonBodyLimit(maxBytes: number, ownLimits: readonly string[]) {
  const refuse = (c: Context<AppEnv>) => {
    c.header('Connection', 'close')
    return fail(c, 'payload_too_large')
  }
  const limit = bodyLimit({ maxSize: maxBytes, onError: refuse })
  return createMiddleware<AppEnv>((c, next) => {
    // A GET or HEAD has no body to limit; asking for one would build the whole fetch Request (@hono/node-server
    // makes it lazily), the largest part of a polled read's cost.
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    if (ownLimits.some((prefix) => c.req.path.startsWith(prefix))) return next()
    // A body of a declared length (Node's parser reads exactly that many bytes) is judged by its header: reading
    // `body` to count it, as hono's limit does, would also build the whole fetch Request for every order.
    const declared = c.req.header('Content-Length')
    if (declared !== undefined && c.req.header('Transfer-Encoding') === undefined) {
      return /^\d+$/.test(declared) && Number(declared) <= maxBytes ? next() : Promise.resolve(refuse(c))
    }
    return limit(c, next)
  })
}
