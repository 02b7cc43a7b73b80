// One push to one browser: web-push encrypts the payload (aes128gcm, RFC 8291) and signs the VAPID header;
// the request itself goes out through node:http(s) with a timeout, and its status decides what happens next.
// The endpoint's host is resolved here and every address it resolves to must be public; the request then
// connects to the address that was checked (the lookup is pinned), with the host name kept for TLS (SNI and
// certificate) and the Host header, so a DNS answer that changes in between cannot point it elsewhere.
import { lookup as dnsLookup } from 'node:dns/promises'
import { request as httpRequest } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { isIP, type LookupFunction } from 'node:net'
import webpush, { type RequestDetails } from 'web-push'
import type { PushPayload } from '../../../contract/push'
import { bareHost } from './address'
import { checkPushEndpoint, mayConnect, type PushPolicy } from './endpoint'
import type { Vapid } from './vapid'

/** How long a push service keeps an undelivered push (seconds): a day-old notice still matters. */
const TTL_SECONDS = 24 * 60 * 60
const SEND_TIMEOUT_MS = 10_000

export interface PushTarget {
  endpoint: string
  p256dh: string
  auth: string
}

export interface ResolvedAddress {
  address: string
  family: number
}
/** Every address of a host name (the system resolver in production; tests inject their own). */
export type ResolveHost = (host: string) => Promise<ResolvedAddress[]>
export const resolveHost: ResolveHost = (host) => dnsLookup(host, { all: true, verbatim: true })

/**
 * sent: accepted; gone: the subscription expired or was revoked (404/410); unusable: it can never work (its keys
 * do not encrypt, its host is not a listed push service); blocked: the host resolved to a non-public address;
 * failed: try again later.
 */
export type SendOutcome = 'sent' | 'gone' | 'unusable' | 'blocked' | 'failed'

export async function sendPush(
  vapid: Vapid,
  target: PushTarget,
  payload: PushPayload,
  urgency: 'normal' | 'high',
  net: { policy: PushPolicy; resolve: ResolveHost },
): Promise<SendOutcome> {
  const checked = checkPushEndpoint(target.endpoint, net.policy)
  if (!checked.ok) return 'unusable'
  let details: RequestDetails & { body: Buffer }
  try {
    details = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      { vapidDetails: vapid, TTL: TTL_SECONDS, urgency, contentEncoding: 'aes128gcm' },
    )
  } catch {
    return 'unusable'
  }
  const address = await addressOf(checked.url, net).catch(() => undefined)
  if (address === undefined) return 'failed'
  if (address === null) return 'blocked'
  const status = await post(checked.url, address, details).catch(() => 0)
  if (status >= 200 && status < 300) return 'sent'
  return status === 404 || status === 410 ? 'gone' : 'failed'
}

/** The address to connect to; null when any address of the host is not one a push may go to. */
async function addressOf(url: URL, net: { policy: PushPolicy; resolve: ResolveHost }) {
  const host = bareHost(url.hostname)
  const family = isIP(host)
  const addresses = family ? [{ address: host, family }] : await net.resolve(host)
  const first = addresses[0]
  if (!first || !addresses.every((a) => mayConnect(url, a.address, net.policy))) return null
  return first
}

/** POSTs to the URL on exactly this address; answers the status (the body is never read). */
function post(url: URL, pinned: ResolvedAddress, details: RequestDetails & { body: Buffer }) {
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [pinned])
    else callback(null, pinned.address, pinned.family)
  }
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest
  return new Promise<number>((resolve, reject) => {
    const req = request(url, {
      method: details.method,
      headers: details.headers,
      lookup,
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
    req.on('response', (res) => {
      resolve(res.statusCode ?? 0)
      res.destroy()
    })
    req.on('error', reject)
    req.end(details.body)
  })
}
