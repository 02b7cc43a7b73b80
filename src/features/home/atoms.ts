import { resourceAtom } from '@/shared/lib/resource'
import { fetchBanners } from './api'

/**
 * The banners, once per visit of home: the server localizes their images and alt text by UserLang, so a language
 * switch asks again, showing the previous language's banners meanwhile (the service worker caches them for offline
 * starts).
 */
export const bannersAtom = resourceAtom({
  key: 'home.banners',
  scope: 'public',
  refetchOn: ['language'],
  fetch: (_param, signal) => fetchBanners(signal),
})
