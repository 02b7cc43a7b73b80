// The last banners and recommended coins, kept in IndexedDB so that the next start paints them at once, before the
// network answers. The server words both in the caller's language, so a record is used only in its own language.
import type { Banner } from '@contract/api'
import type { Product } from '@contract/market'
import { get, set } from 'idb-keyval'
import type { LanguageCode } from '@/shared/i18n'

export const HOME_SNAPSHOT_KEYS = { banners: 'tern.home.banners', recommended: 'tern.home.recommended' } as const
const VERSION = 1
/** The recommended coins refresh every second: writing one of them every 10 s is enough for a next start. */
const RECOMMENDED_SAVE_EVERY_MS = 10_000

interface StoredList<T> {
  v: typeof VERSION
  lang: LanguageCode
  savedAt: number
  items: T[]
}

export interface HomeSnapshot {
  banners: Banner[] | null
  recommended: Product[] | null
}

function isStoredList(value: unknown, lang: LanguageCode): value is StoredList<unknown> {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return record.v === VERSION && record.lang === lang && Array.isArray(record.items)
}

async function loadList<T>(key: string, lang: LanguageCode): Promise<T[] | null> {
  try {
    const stored: unknown = await get(key)
    return isStoredList(stored, lang) ? (stored.items as T[]) : null
  } catch (error) {
    console.warn('home snapshot unreadable', error)
    return null
  }
}

async function saveList<T>(key: string, lang: LanguageCode, items: readonly T[]): Promise<void> {
  const record: StoredList<T> = { v: VERSION, lang, savedAt: Date.now(), items: [...items] }
  try {
    await set(key, record)
  } catch (error) {
    console.warn('home snapshot not saved', error)
  }
}

export async function loadHomeSnapshot(lang: LanguageCode): Promise<HomeSnapshot> {
  const [banners, recommended] = await Promise.all([
    loadList<Banner>(HOME_SNAPSHOT_KEYS.banners, lang),
    loadList<Product>(HOME_SNAPSHOT_KEYS.recommended, lang),
  ])
  return { banners, recommended }
}

export function saveBanners(lang: LanguageCode, banners: readonly Banner[]): Promise<void> {
  return saveList(HOME_SNAPSHOT_KEYS.banners, lang, banners)
}

let recommendedSavedAt = 0

export function persistRecommended(lang: LanguageCode, products: readonly Product[]): void {
  const now = Date.now()
  if (now - recommendedSavedAt < RECOMMENDED_SAVE_EVERY_MS) return
  recommendedSavedAt = now
  void saveList(HOME_SNAPSHOT_KEYS.recommended, lang, products)
}
