// Market data state: the polled product list (one poller: 1 s while /market shows it, else 2 s for the side drawer),
// the IndexedDB snapshot
// that paints a cold start, online state, the home lists, the search list and the watchlist.

import type { Product, RecommendAnswer } from '@contract/market'
import { type Atom, atom } from 'jotai'
import { pollIntervals, TOP_LIST_SIZE } from '@/shared/lib/constants'
import { firstScreenAtom } from '@/shared/lib/first-screen'
import { isNetworkFailure, onlineAtom } from '@/shared/lib/offline'
import { idleLoadable, type Loadable, resourceAtom } from '@/shared/lib/resource'
import { tokenAtom } from '@/shared/lib/session'
import { fetchProductList, fetchProducts, fetchRecommend, fetchWatchlist, saveWatchlist } from './api'
import { calculateTops, shareProducts } from './model'
import { loadSnapshot, type ProductSnapshot, saveSnapshot } from './snapshot'

/** How often a live product list is written to IndexedDB (the first success is written at once). */
const SNAPSHOT_SAVE_EVERY_MS = 10_000
let lastSavedAt = 0

function persist(products: readonly Product[]): void {
  const now = Date.now()
  if (now - lastSavedAt < SNAPSHOT_SAVE_EVERY_MS) return
  lastSavedAt = now
  void saveSnapshot(products, now)
}

/**
 * The resource with its data passed through `share` against the data this store showed last, so unchanged
 * products keep their objects and only the rows whose product changed re-render.
 */
function sharingAtom<T>(source: Atom<Loadable<T>>, share: (previous: T | undefined, next: T) => T): Atom<Loadable<T>> {
  const shared: Atom<Loadable<T>> = atom((get) => {
    const live = get(source)
    if (live.data === undefined) return live
    // Reading itself gives this atom's previous value in this store (jotai: `init` until the first read).
    const data = share(get(shared).data, live.data)
    return data === live.data ? live : { ...live, data }
  })
  return Object.assign(shared, { init: idleLoadable })
}

type ProductsReader = 'market' | 'drawer'

/** How many of each reader show the product list now. */
const productsReadersAtom = atom<Record<ProductsReader, number>>({ market: 0, drawer: 0 })

/** /market wants the list every 1 s, the side drawer every 2 s: the one poller follows the fastest reader shown. */
const productsPollAtom = atom((get) =>
  get(productsReadersAtom).market > 0 ? pollIntervals.market : pollIntervals.sideDrawer,
)

/** /main/products: one resource, so the market screen and the drawer together send one request per interval. */
export const productsAtom = resourceAtom({
  key: 'market.products',
  scope: 'public',
  // The market keeps its own snapshot (./snapshot) and its screens their own notice (MarketStatus).
  offline: 'own',
  pollMs: productsPollAtom,
  fetch: async (_param, signal) => {
    const products = await fetchProducts(signal)
    persist(products)
    return products
  },
})

/** The product list as one reader sees it; mounting it tells the poller that this reader is shown (from its next poll). */
function productsReader(reader: ProductsReader): Atom<Loadable<Product[]>> {
  const readerAtom = atom(
    (get) => get(productsAtom),
    (_get, set, shown: boolean) =>
      set(productsReadersAtom, (readers) => ({ ...readers, [reader]: readers[reader] + (shown ? 1 : -1) })),
  )
  readerAtom.onMount = (show) => {
    show(true)
    return () => show(false)
  }
  return readerAtom
}

/** The home lists; refreshes every 1 s while home shows them. Its last answer is saved: home opens offline with it. */
const recommendResourceAtom = resourceAtom({
  key: 'market.recommend',
  scope: 'public',
  pollMs: pollIntervals.market,
  fetch: (_param, signal) => fetchRecommend(signal),
})

const sharedRecommendAtom = sharingAtom(
  recommendResourceAtom,
  (previous, next): RecommendAnswer => ({
    recommand: shareProducts(previous?.recommand, next.recommand),
    tops: {
      gainers: shareProducts(previous?.tops.gainers, next.tops.gainers),
      volume: shareProducts(previous?.tops.volume, next.tops.volume),
    },
  }),
)

/** undefined until IndexedDB has answered, then the stored snapshot or null. */
const snapshotBaseAtom = atom<ProductSnapshot | null | undefined>(undefined)
snapshotBaseAtom.onMount = (set) => {
  let active = true
  void loadSnapshot().then((snapshot) => active && set(snapshot))
  return () => {
    active = false
  }
}
/**
 * The products of the server's page while there is one, else the stored snapshot. The page's, even when the stored
 * one is newer: the app hydrates what the page shows, and a stored snapshot that IndexedDB answered during the
 * hydration changed the list under it, so React rendered the screen afresh (replacing the server's nodes). The live
 * answer replaces either within a second.
 */
export const snapshotAtom = atom((get): ProductSnapshot | null | undefined => {
  const page = get(firstScreenAtom)
  if (page?.products) return { savedAt: page.savedAt, products: page.products }
  return get(snapshotBaseAtom)
})

export { onlineAtom }

export interface MarketView<T> {
  data: T | undefined
  /** Epoch ms of the prices shown (live fetch or snapshot). */
  asOf: number | null
  /** The device is offline or the last refresh failed on the network. */
  offline: boolean
  /** The data is the server's answer of this visit (not a snapshot's). */
  live: boolean
}

function isOffline(online: boolean, resource: Loadable<unknown>): boolean {
  return !online || isNetworkFailure(resource)
}

function productsView(resource: Atom<Loadable<Product[]>>) {
  const shared = sharingAtom(resource, shareProducts)
  return atom((get): MarketView<Product[]> => {
    const live = get(shared)
    const snapshot = get(snapshotAtom)
    return {
      data: live.data ?? snapshot?.products,
      asOf: live.updatedAt ?? snapshot?.savedAt ?? null,
      offline: isOffline(get(onlineAtom), live),
      live: live.data !== undefined,
    }
  })
}

/** The live products for /market (1 s), painted from the snapshot until the first answer. */
export const marketProductsAtom = productsView(productsReader('market'))
/** The same for the market side drawer (2 s unless /market shows them too). */
export const drawerProductsAtom = productsView(productsReader('drawer'))

/** Home: recommended coins and the two top lists; computed from the snapshot until the server answers. */
export const homeMarketsAtom = atom((get): MarketView<RecommendAnswer> => {
  const live = get(sharedRecommendAtom)
  const snapshot = get(snapshotAtom)
  const fallback = snapshot ? { recommand: [], tops: calculateTops(snapshot.products, TOP_LIST_SIZE) } : undefined
  return {
    data: live.data ?? fallback,
    asOf: live.updatedAt ?? snapshot?.savedAt ?? null,
    offline: isOffline(get(onlineAtom), live),
    live: live.data !== undefined,
  }
})

/** /main/product_list, for search and the watchlist editor (fetched once per visit). */
const productListAtom = resourceAtom({
  key: 'market.product-list',
  scope: 'public',
  fetch: (_param, signal) => fetchProductList(signal),
  refetchOn: ['language'],
})

/** The search list: /main/product_list, or the snapshot's products while it has not answered. */
export const searchListAtom = atom((get) => get(productListAtom).data ?? get(snapshotAtom)?.products)

const watchlistResourceAtom = resourceAtom({
  key: 'market.watchlist',
  scope: 'session',
  fetch: (_param, signal) => fetchWatchlist(signal),
})

/** The list a session last saved (shown at once); it gives way to the next answer of the server. */
const savedWatchlistAtom = atom<{ session: string | null; ids: number[]; at: number } | null>(null)

/** The signed-in user's watchlist ids (read it only when logged in). undefined while loading. */
export const watchlistAtom = atom((get): readonly number[] | undefined => {
  const live = get(watchlistResourceAtom)
  const saved = get(savedWatchlistAtom)
  const newer = saved !== null && saved.session === get(tokenAtom) && (live.updatedAt ?? 0) <= saved.at
  return newer ? saved.ids : live.data
})

/** Replaces the watchlist (optimistically; restored when the server refuses). */
export const setWatchlistAtom = atom(null, async (get, set, ids: number[]) => {
  const previous = get(savedWatchlistAtom)
  set(savedWatchlistAtom, { session: get(tokenAtom), ids, at: Date.now() })
  try {
    await saveWatchlist(ids)
  } catch (error) {
    set(savedWatchlistAtom, previous)
    throw error
  }
})
