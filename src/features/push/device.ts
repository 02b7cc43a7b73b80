// This browser's side of Web Push: whether it can receive pushes at all, the notification permission, and its
// PushSubscription (made with the server's VAPID key). No React, no server calls.

/** unsupported: no Push API; install: iOS Safari outside the home-screen app (Apple allows push only there). */
export type PushSupport = 'supported' | 'unsupported' | 'install'

function isIos(): boolean {
  const { userAgent, maxTouchPoints } = navigator
  // iPadOS reports itself as a Mac; a Mac has no touch screen.
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)
}

function isStandalone(): boolean {
  const legacy = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return legacy || window.matchMedia?.('(display-mode: standalone)').matches === true
}

export function pushSupport(): PushSupport {
  if (isIos() && !isStandalone()) return 'install'
  const api = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  return api ? 'supported' : 'unsupported'
}

export const permission = (): NotificationPermission => Notification.permission

/** Asks for permission; call it only from the user's tap (browsers ignore or penalize unprompted asks). */
export const requestPermission = (): Promise<NotificationPermission> => Notification.requestPermission()

async function registration(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.ready
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  return (await registration()).pushManager.getSubscription()
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/')
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))
  return Uint8Array.from(text, (c) => c.charCodeAt(0))
}

export async function createSubscription(publicKey: string): Promise<PushSubscription> {
  const manager = (await registration()).pushManager
  return manager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) })
}

/** The endpoint and keys as the server takes them. */
export function subscriptionJson(subscription: PushSubscription) {
  const { endpoint, keys } = subscription.toJSON()
  return { endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } }
}
