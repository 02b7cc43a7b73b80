import type { ContentType } from '@contract/api'
import type { ContentRequest } from '@contract/schemas/content'
import { resourceAtom, resourceFamily } from '@/shared/lib/resource'
import { fetchContent, fetchContentList, fetchPricesKey } from './api'

// The server localizes content by UserLang: a language change asks again, and the previous language's text stays
// on screen until the new one arrives.

/** The articles of one type. */
export const contentListFamily = resourceFamily({
  key: 'content.list',
  scope: 'public',
  refetchOn: ['language'],
  fetch: (type: ContentType, signal) => fetchContentList(type, signal),
})

/** One article, by id or the newest of a type. */
export const contentItemFamily = resourceFamily({
  key: 'content.item',
  scope: 'public',
  refetchOn: ['language'],
  fetch: (request: ContentRequest, signal) => fetchContent(request, signal),
})

/** The key that signs the price record (About screen; kept for offline like any public resource). */
export const pricesKeyAtom = resourceAtom({
  key: 'prices-key',
  scope: 'public',
  fetch: (_p, signal) => fetchPricesKey(signal),
})
