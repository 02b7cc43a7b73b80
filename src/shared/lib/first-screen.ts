// The first screen's data that the server put into the page it rendered (/ and /market): the banners, the
// recommended coins and the product list in the page's language, as of the server's render. The store starts from
// it, so the app's first render draws what the server's HTML shows (the takeover moves nothing), and the live
// answers replace it as they come.
import type { Banner } from '@contract/api'
import type { Product } from '@contract/market'
import { atom } from 'jotai'
import type { LanguageCode } from '@/shared/i18n/languages'

export interface FirstScreenData {
  /** The language the server rendered in. */
  lang: LanguageCode
  /** Epoch ms of the server's data. */
  savedAt: number
  banners: Banner[] | null
  recommended: Product[] | null
  products: Product[] | null
}

/** The element of the server's page that carries the data (JSON). */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen'

/** null in a page without server data (the precached shell of an offline or repeat start). */
export const firstScreenAtom = atom<FirstScreenData | null>(null)

/** The data of the page the server rendered, or null. */
export function readFirstScreen(): FirstScreenData | null {
  const text = document.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent
  if (!text) return null
  try {
    const data: unknown = JSON.parse(text)
    return typeof data === 'object' && data !== null && 'lang' in data ? (data as FirstScreenData) : null
  } catch {
    return null
  }
}
