import type { ContentItem } from '@contract/api'
import type { ContentRequest } from '@contract/schemas/content'
import { fetchContent } from './api'
import { type Resource, useResource } from './use-resource'

/** One article, by id or the newest of a type, reloaded when the language changes. */
export function useContentItem(request: ContentRequest): Resource<ContentItem> {
  const key = 'id' in request ? `id:${request.id}` : `type:${request.type}`
  return useResource(key, (signal) => fetchContent(request, signal))
}
