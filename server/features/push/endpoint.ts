// Whether a push endpoint may be used, at subscribe time (its URL) and again at send time (the addresses its
// host resolves to, one of which the push then connects to: features/push/send.ts).
import { isIP } from 'node:net'
import type { Config } from '../../config'
import { bareHost, isListedHost, isLoopbackAddress, isPublicAddress } from './address'

/** invalid: not an https URL (or carries credentials); not_allowed: not one of the configured push services. */
export type EndpointCheck = { ok: true; url: URL } | { ok: false; reason: 'invalid' | 'not_allowed' }

export type PushPolicy = Pick<Config, 'pushHosts' | 'pushHttpLocalhost'>

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * https on a listed host, or http on this machine when the server is told to allow it (tests, whose local push
 * service must still be listed in TERN_PUSH_HOSTS). An address as host must be a public one.
 */
export function checkPushEndpoint(endpoint: string, policy: PushPolicy): EndpointCheck {
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (url.username || url.password || url.hostname === '') return { ok: false, reason: 'invalid' }
  const local = url.protocol === 'http:' && policy.pushHttpLocalhost && LOCAL_HOSTS.has(url.hostname)
  if (url.protocol !== 'https:' && !local) return { ok: false, reason: 'invalid' }
  const host = bareHost(url.hostname)
  if (!isListedHost(host, policy.pushHosts)) return { ok: false, reason: 'not_allowed' }
  if (isIP(host) && !mayConnect(url, host, policy)) return { ok: false, reason: 'not_allowed' }
  return { ok: true, url }
}

/** A push may go to a public address; to a loopback one only over http with TERN_PUSH_HTTP_LOCALHOST (tests). */
export function mayConnect(url: URL, address: string, policy: PushPolicy): boolean {
  if (isPublicAddress(address)) return true
  return policy.pushHttpLocalhost && url.protocol === 'http:' && isLoopbackAddress(address)
}
