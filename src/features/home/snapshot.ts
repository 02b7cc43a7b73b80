// The last banners and recommended coins, kept in the app's snapshot store so that the next start paints them at
// once, before the network answers. The server words both in the caller's language, so each language has its own.
import type { Banner } from '@contract/api'
import type { Product } from '@contract/market'
import type { LanguageCode } from '@/shared/i18n'
import { readSaved, writeSaved } from '@/shared/lib/snapshot-store'

export const homeSnapshotKeys = {
  banners: (lang: LanguageCode) => `home.banners|${lang}`,
  recommended: (lang: LanguageCode) => `home.recommended|${lang}`,
} as const
/** The recommended coins refresh every second: writing one of them every 10 s is enough for a next start. */
const RECOMMENDED_SAVE_EVERY_MS = 10_000

export interface HomeSnapshot {
  banners: Banner[] | null
  recommended: Product[] | null
}

async function loadList<T>(key: string): Promise<T[] | null> {
  const saved = await readSaved<T[]>('', key)
  return saved && Array.isArray(saved.data) ? saved.data : null
}

export async function loadHomeSnapshot(lang: LanguageCode): Promise<HomeSnapshot> {
  const [banners, recommended] = await Promise.all([
    loadList<Banner>(homeSnapshotKeys.banners(lang)),
    loadList<Product>(homeSnapshotKeys.recommended(lang)),
  ])
  return { banners, recommended }
}

export function saveBanners(lang: LanguageCode, banners: readonly Banner[]): Promise<void> {
  return writeSaved('', homeSnapshotKeys.banners(lang), { savedAt: Date.now(), data: [...banners] })
}

let recommendedSavedAt = 0

export function persistRecommended(lang: LanguageCode, products: readonly Product[]): void {
  const now = Date.now()
  if (now - recommendedSavedAt < RECOMMENDED_SAVE_EVERY_MS) return
  recommendedSavedAt = now
  void writeSaved('', homeSnapshotKeys.recommended(lang), { savedAt: now, data: [...products] })
}
