import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import type { AppEnv } from './types'

/** The address the socket came from; under app.request() (tests) there is no socket, so a fixed 'local' key. */
function peerAddress(c: Context<AppEnv>): string {
  if (!c.env?.incoming) return 'local'
  return getConnInfo(c).remote.address ?? 'local'
}

/**
 * The address each trusted proxy appended to X-Forwarded-For, nearest proxy last: the entry `hops` from the
 * right is the client as the outermost trusted proxy saw it. Entries left of it are written by the client
 * and never believed. Undefined when the request did not pass through all `hops` proxies.
 */
export function forwardedClient(header: string | undefined, hops: number): string | undefined {
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
  const entry = entries[entries.length - hops]
  return entry === undefined || entry.length > 64 ? undefined : entry
}

/**
 * The caller's address, for throttles and limits: the one place that decides it. X-Forwarded-For is only
 * believed behind trusted proxies (TERN_TRUST_PROXY=1, TERN_TRUST_PROXY_HOPS of them).
 */
export function clientAddress(c: Context<AppEnv>): string {
  const { trustProxy, trustProxyHops } = c.var.deps.config
  const forwarded = trustProxy ? forwardedClient(c.req.header('X-Forwarded-For'), trustProxyHops) : undefined
  return forwarded ?? peerAddress(c)
}
