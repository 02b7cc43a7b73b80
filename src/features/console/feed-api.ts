// The console's calls for the market feed page: the health the engine publishes and the product routes.
import type { FeedOverview, FeedRouteRequest } from '@contract/console-data'
import { http } from '@/shared/lib/http'
import { operatorAuth } from './session'

export function fetchFeed(signal?: AbortSignal): Promise<FeedOverview> {
  return http.get<FeedOverview>('admin/feed', { auth: operatorAuth, signal })
}

/** A product's primary and optional secondary source ('venue:SYMBOL'); the engine applies it within seconds. */
export function saveFeedRoute(request: FeedRouteRequest): Promise<unknown> {
  return http.post('admin/feed/routes', request, { auth: operatorAuth })
}
