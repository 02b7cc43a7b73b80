// Web Push on installed apps: what the settings block reads, and what the service worker receives.
import type { PushCategory } from './notifications'

/** GET /api/push (?endpoint= the browser's current subscription endpoint). */
export interface PushInfo {
  /** The server's VAPID public key (base64url, the applicationServerKey); null while push is off on this server. */
  public_key: string | null
  /** Whether the given endpoint is subscribed for the caller. */
  subscribed: boolean
  /** The categories switched on for that endpoint; every category when it is not subscribed. */
  categories: PushCategory[]
}

/** The JSON a push carries (encrypted, RFC 8291), written in the subscription's language. */
export interface PushPayload {
  title: string
  body: string
  /** The in-app path a tap opens: /alert_detail/{id}, or /contract/{pid} for a closed contract position. */
  url: string
  /** One notification per tag: a later push with the same tag replaces it. */
  tag: string
}

/** Most subscriptions (devices) one user keeps; subscribing an 11th replaces the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10
/** Longest endpoint URL accepted (real ones are a few hundred characters). */
export const MAX_PUSH_ENDPOINT = 1024
