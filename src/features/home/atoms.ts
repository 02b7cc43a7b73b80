import type { Banner } from '@contract/api'
import { atom } from 'jotai'
import { loadable } from 'jotai/utils'
import type { LanguageCode } from '@/shared/i18n'
import { fetchBanners } from './api'

type BannersLoadableAtom = ReturnType<typeof loadable<Promise<Banner[]>>>

const byLanguage = new Map<LanguageCode, BannersLoadableAtom>()

/**
 * Banners load once per session and language: the server localizes their images and alt text by UserLang, so a
 * language switch asks again (the service worker caches them for offline starts).
 */
export function bannersLoadableAtom(lang: LanguageCode): BannersLoadableAtom {
  let loadableAtom = byLanguage.get(lang)
  if (!loadableAtom) {
    loadableAtom = loadable(atom((_get, { signal }) => fetchBanners(signal)))
    byLanguage.set(lang, loadableAtom)
  }
  return loadableAtom
}
