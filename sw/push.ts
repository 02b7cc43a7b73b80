// Web Push in the service worker. Every push shows a notification inside the push event's waitUntil, also
// one whose payload cannot be read (iOS revokes the subscription of an app that pushes silently); a tap
// focuses an open Tern window and takes it to the notification's deep link, or opens one there. The types
// below are the few members used, so the handlers run against fake events in unit tests.
import type { PushPayload } from '../contract/push'

interface Extendable {
  waitUntil(promise: Promise<unknown>): void
}
export interface PushEventLike extends Extendable {
  data: { text(): string } | null
}
export interface NotificationClickLike extends Extendable {
  notification: { data: unknown; close(): void }
}
interface WindowLike {
  url: string
  focus(): Promise<unknown>
  navigate(url: string): Promise<unknown>
}
export interface PushScope {
  location: { origin: string }
  navigator: { language: string }
  registration: {
    showNotification(title: string, options: { body: string; tag?: string; icon: string; data: unknown }): Promise<void>
  }
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowLike[]>
    openWindow(url: string): Promise<unknown>
  }
}

const ICON = '/icons/icon-192.png'
const FALLBACK_PATH = '/alerts'

/** Shown when a push cannot be read, in the device's language (the worker has no app settings). */
const fallbackTexts: Record<string, [title: string, body: string]> = {
  en: ['New notification', 'Open Tern to see it.'],
  'zh-hant': ['新通知', '開啟 Tern 查看。'],
  zh: ['新通知', '打开 Tern 查看。'],
  th: ['การแจ้งเตือนใหม่', 'เปิด Tern เพื่อดู'],
  ja: ['新しい通知', 'Tern を開いて確認してください。'],
  ko: ['새 알림', 'Tern을 열어 확인하세요.'],
  es: ['Nueva notificación', 'Abre Tern para verla.'],
  fr: ['Nouvelle notification', 'Ouvrez Tern pour la voir.'],
  de: ['Neue Benachrichtigung', 'Öffnen Sie Tern, um sie zu sehen.'],
  vi: ['Thông báo mới', 'Mở Tern để xem.'],
  id: ['Notifikasi baru', 'Buka Tern untuk melihatnya.'],
}

export function fallbackText(language: string): [string, string] {
  const tag = language.toLowerCase()
  const traditional = /^zh-(hant|tw|hk|mo)/.test(tag) ? 'zh-hant' : undefined
  const fallback = fallbackTexts.en ?? ['', '']
  return fallbackTexts[traditional ?? tag.split('-')[0] ?? 'en'] ?? fallback
}

/** An in-app path only ("/x", not "//host"): a push never sends the app to another site. */
const isAppPath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\')

export function readPayload(data: PushEventLike['data']): PushPayload | undefined {
  try {
    const parsed: unknown = JSON.parse(data?.text() ?? '')
    if (typeof parsed !== 'object' || parsed === null) return undefined
    const { title, body, url, tag } = parsed as Record<string, unknown>
    if (typeof title !== 'string' || title === '' || typeof body !== 'string' || !isAppPath(url)) return undefined
    return { title, body, url, tag: typeof tag === 'string' ? tag : '' }
  } catch {
    return undefined
  }
}

export function onPush(scope: PushScope, event: PushEventLike): void {
  const payload = readPayload(event.data)
  const [title, body] = payload ? [payload.title, payload.body] : fallbackText(scope.navigator.language)
  const tag = payload?.tag || undefined
  const data = { url: payload?.url ?? FALLBACK_PATH }
  event.waitUntil(scope.registration.showNotification(title, { body, tag, icon: ICON, data }))
}

async function openApp(scope: PushScope, path: string): Promise<void> {
  const target = new URL(path, scope.location.origin).href
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const open = windows.find((w) => w.url.startsWith(scope.location.origin))
  if (!open) {
    await scope.clients.openWindow(target)
    return
  }
  await open.focus()
  // navigate() works only on a window this worker controls; another one gets a new window at the link.
  if (open.url !== target) await open.navigate(target).catch(() => scope.clients.openWindow(target))
}

export function onNotificationClick(scope: PushScope, event: NotificationClickLike): void {
  event.notification.close()
  const { data } = event.notification
  const url = typeof data === 'object' && data !== null ? (data as { url?: unknown }).url : undefined
  event.waitUntil(openApp(scope, isAppPath(url) ? url : FALLBACK_PATH))
}
