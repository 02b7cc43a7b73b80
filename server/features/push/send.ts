// One push to one browser: web-push encrypts the payload (aes128gcm, RFC 8291) and signs the VAPID header;
// the request itself goes out through fetch, with a timeout, and its status decides what happens next.
import webpush from 'web-push'
import type { PushPayload } from '../../../contract/push'
import type { Vapid } from './vapid'

/** How long a push service keeps an undelivered push (seconds): a day-old notice still matters. */
const TTL_SECONDS = 24 * 60 * 60
const SEND_TIMEOUT_MS = 10_000

export interface PushTarget {
  endpoint: string
  p256dh: string
  auth: string
}

/** sent: accepted; gone: the subscription expired or was revoked (404/410); failed: try again later. */
export type SendOutcome = 'sent' | 'gone' | 'failed'

export async function sendPush(
  vapid: Vapid,
  target: PushTarget,
  payload: PushPayload,
  urgency: 'normal' | 'high',
): Promise<SendOutcome> {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    JSON.stringify(payload),
    { vapidDetails: vapid, TTL: TTL_SECONDS, urgency, contentEncoding: 'aes128gcm' },
  )
  try {
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers,
      body: details.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    })
    await response.body?.cancel()
    if (response.status >= 200 && response.status < 300) return 'sent'
    return response.status === 404 || response.status === 410 ? 'gone' : 'failed'
  } catch {
    return 'failed'
  }
}
