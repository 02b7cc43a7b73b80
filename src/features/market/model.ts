// Pure market-list calculations: structural sharing of polled products, tab filters, search, top lists.
import type { Product, ProductCategory } from '@contract/market'

/** The market screen's tabs: a product category, or 4 for the watchlist. */
export type MarketTab = ProductCategory | 4

export const WATCHLIST_TAB = 4
export const DEFAULT_MARKET_TAB: MarketTab = 1

function sameProduct(a: Product, b: Product): boolean {
  for (const key of Object.keys(b) as (keyof Product)[]) if (a[key] !== b[key]) return false
  return Object.keys(a).length === Object.keys(b).length
}

/**
 * Returns `next` with every product that did not change replaced by the previous object, and the previous
 * array itself when nothing changed, so memoized rows (compared by reference) skip re-rendering.
 */
export function shareProducts(previous: readonly Product[] | undefined, next: readonly Product[]): Product[] {
  if (!previous) return next as Product[]
  const byId = new Map(previous.map((product) => [product.id, product]))
  let changed = previous.length !== next.length
  const shared = next.map((product, index) => {
    const old = byId.get(product.id)
    if (old && sameProduct(old, product)) {
      if (previous[index] !== old) changed = true
      return old
    }
    changed = true
    return product
  })
  return changed ? shared : (previous as Product[])
}

export function productsInTab(
  products: readonly Product[],
  tab: MarketTab,
  watchlist: readonly number[] = [],
): Product[] {
  if (tab !== WATCHLIST_TAB) return products.filter((product) => product.category === tab)
  const byId = new Map(products.map((product) => [product.id, product]))
  return watchlist.flatMap((id) => byId.get(id) ?? [])
}

interface Searchable {
  title: string
  name: string
  /** Absent in snapshots saved before the server sent it. */
  code?: string
}

/**
 * Case-insensitive match on title (e.g. "BTC/USDT", "ทองคำ"), name ("Bitcoin", in the app's language) or ticker
 * code ("xau"); an empty query matches all.
 */
export function filterProducts<T extends Searchable>(items: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return [...items]
  const compact = needle.replace(/[\s/]/g, '')
  return items.filter((item) => {
    const title = item.title.toLowerCase()
    return (
      title.includes(needle) ||
      title.replace('/', '').includes(compact) ||
      item.name.toLowerCase().includes(needle) ||
      (item.code?.includes(compact) ?? false)
    )
  })
}

/** Top lists from a product list, for when /main/recommand_coin has not answered (offline cold start). */
export function calculateTops(products: readonly Product[], size: number) {
  const gainers = [...products].sort((a, b) => Number(b.change) - Number(a.change)).slice(0, size)
  const volume = [...products].sort((a, b) => Number(b.vol) - Number(a.vol)).slice(0, size)
  return { gainers, volume }
}

export function groupByCategory<T extends { category: ProductCategory }>(items: readonly T[]) {
  const groups = new Map<ProductCategory, T[]>()
  for (const item of items) groups.set(item.category, [...(groups.get(item.category) ?? []), item])
  return groups
}

export function toggleId(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]
}
