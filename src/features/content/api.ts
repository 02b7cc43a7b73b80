import type { ContentItem, ContentSummary, ContentType } from '@contract/api'
import type { ContentRequest } from '@contract/schemas/content'
import type { PricesKey } from '@contract/verify/prices'
import { defaultBaseUrl, http } from '@/shared/lib/http'

/** The articles of a type, in the request language (UserLang) or English. */
export function fetchContentList(type: ContentType, signal?: AbortSignal): Promise<ContentSummary[]> {
  return http.post<ContentSummary[]>('/main/contents', { type }, { signal })
}

/** One article by id, or the newest of a type (agreements, the safety page). */
export function fetchContent(request: ContentRequest, signal?: AbortSignal): Promise<ContentItem> {
  return http.post<ContentItem>('/main/content', request, { signal })
}

/** The key that signs the price record, a well-known document (not an envelope). */
export async function fetchPricesKey(signal?: AbortSignal): Promise<PricesKey> {
  const res = await fetch(`${defaultBaseUrl()}/.well-known/tern-prices.json`, { signal })
  if (!res.ok) throw new Error(`price key: HTTP ${res.status}`)
  return (await res.json()) as PricesKey
}
