// The first screen's data that the server put into the page it rendered (/, /market, /trade/{id}, /contract/{id}):
// the banners, the recommended coins, the product list, or one product's price header, recent trades and contract
// book, in the page's language, as of the server's render. The store starts from
// it, so the app's first render draws what the server's HTML shows (the takeover moves nothing), and the live
// answers replace it as they come.
import type { Banner } from '@contract/api'
import type { ContractMarket } from '@contract/contract-trading'
import type { KlineAnswer, KlineInterval, Product } from '@contract/market'
import { atom, type Getter } from 'jotai'
import { languageAtom } from '@/shared/i18n/language-atom'
import type { LanguageCode } from '@/shared/i18n/languages'

/** The product of a trade or contract screen: its chart interval's refresh answer and (contract) its market. */
export interface PageProduct {
  pid: number
  interval: KlineInterval
  kline: KlineAnswer
  contract: ContractMarket | null
}

export interface FirstScreenData {
  /** The language the server rendered in. */
  lang: LanguageCode
  /** Epoch ms of the server's data. */
  savedAt: number
  /** The IANA time zone the page's times were rendered in (the reader's cookie, else UTC). */
  tz?: string
  banners: Banner[] | null
  recommended: Product[] | null
  products: Product[] | null
  product?: PageProduct | null
}

import { FIRST_SCREEN_ELEMENT_ID } from './first-screen-id'

export { FIRST_SCREEN_ELEMENT_ID }

/** null in a page without server data (the precached shell of an offline or repeat start). */
export const firstScreenAtom = atom<FirstScreenData | null>(null)

/** The page's product `pid` while the page's language is the app's (a resource's first data for a visitor). */
export function pageProduct(get: Getter, pid: number): PageProduct | undefined {
  const page = get(firstScreenAtom)
  return page?.product?.pid === pid && page.lang === get(languageAtom) ? page.product : undefined
}

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
