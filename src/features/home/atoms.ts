import type { Banner } from '@contract/api'
import { atom } from 'jotai'
import { getLanguage } from '@/shared/i18n'
import { languageAtom } from '@/shared/i18n/language-atom'
import { takeEarly } from '@/shared/lib/early-request'
import { firstScreenAtom } from '@/shared/lib/first-screen'
import { resourceAtom } from '@/shared/lib/resource'
import { fetchBanners } from './api'
import { type HomeSnapshot, loadHomeSnapshot, saveBanners } from './snapshot'

/**
 * The banners, once per visit of home: the server localizes their images and alt text by UserLang, so a language
 * switch asks again, showing the previous language's banners meanwhile (the service worker caches them for offline
 * starts). Each answer is kept for the next start's first paint.
 */
export const bannersAtom = resourceAtom({
  key: 'home.banners',
  scope: 'public',
  offline: 'own',
  refetchOn: ['language'],
  fetch: async (_param, signal) => {
    const lang = getLanguage()
    // The entry asked already on a start at home (src/boot.ts); if that failed, ask again.
    const early = takeEarly<Banner[]>('/main/banners', lang)
    const banners = await (early ? early.catch(() => fetchBanners(signal)) : fetchBanners(signal))
    void saveBanners(lang, banners)
    return banners
  },
})

/** undefined until IndexedDB has answered, then the last start's banners and recommended coins (in this language). */
const homeSnapshotBaseAtom = atom<HomeSnapshot | undefined>(undefined)
homeSnapshotBaseAtom.onMount = (set) => {
  let active = true
  void loadHomeSnapshot(getLanguage()).then((snapshot) => active && set(snapshot))
  return () => {
    active = false
  }
}
/** The server's page's banners and recommended coins while its language is the app's, else the stored ones. */
export const homeSnapshotAtom = atom((get): HomeSnapshot | undefined => {
  const page = get(firstScreenAtom)
  if (page?.banners && page.lang === get(languageAtom)) return { banners: page.banners, recommended: page.recommended }
  return get(homeSnapshotBaseAtom)
})
