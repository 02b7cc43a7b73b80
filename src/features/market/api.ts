import type { Product, ProductListItem, RecommendAnswer, WatchlistAnswer } from '@contract/market'
import { http } from '@/shared/lib/http'

// Polls are quiet: a failed tick is shown as the offline notice, not as a toast every second.
export function fetchProducts(signal?: AbortSignal): Promise<Product[]> {
  return http.get<Product[]>('/main/products', { signal, quiet: true })
}

export function fetchProductList(signal?: AbortSignal): Promise<ProductListItem[]> {
  return http.get<ProductListItem[]>('/main/product_list', { signal, quiet: true })
}

export function fetchRecommend(signal?: AbortSignal): Promise<RecommendAnswer> {
  return http.get<RecommendAnswer>('/main/recommand_coin', { signal, quiet: true })
}

export function fetchWatchlist(signal?: AbortSignal): Promise<WatchlistAnswer> {
  return http.get<WatchlistAnswer>('/api/focus', { signal })
}

export function saveWatchlist(pids: readonly number[]): Promise<unknown> {
  return http.post('/api/focus_add', { pids })
}
