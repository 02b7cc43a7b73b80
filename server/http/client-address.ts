import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { AppEnv } from './types'

/**
 * The caller's address for throttling. X-Forwarded-For is only believed behind a trusted proxy
 * (TERN_TRUST_PROXY=1); under app.request() (tests) there is no socket, so a fixed 'local' key is used.
 */
export function clientAddress(c: Context<AppEnv>): string {
  if (c.var.deps.config.trustProxy) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  if (!c.env?.incoming) return 'local'
  return getConnInfo(c).remote.address ?? 'local'
}
