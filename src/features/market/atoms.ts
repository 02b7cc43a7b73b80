// Market data state: the polled product list (1 s on /market, 2 s in the side drawer), the IndexedDB snapshot
// that paints a cold start, online state, the home lists, the search list and the watchlist.

import type { Product, ProductListItem, RecommendAnswer } from '@contract/market'
import { atom } from 'jotai'
import { pollIntervals, TOP_LIST_SIZE } from '@/shared/lib/constants'
import { NetworkError } from '@/shared/lib/http'
import { atomWithPoller, definePoller, type Poller, type Resource } from '@/shared/lib/poller'
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

function defineProductsPoller(key: string, interval: number): Poller<Product[]> {
  const poller: Poller<Product[]> = definePoller({
    key,
    interval,
    fetch: async (signal) => {
      const products = shareProducts(poller.getSnapshot().data, await fetchProducts(signal))
      persist(products)
      return products
    },
  })
  return poller
}

export const productsPoller = defineProductsPoller('market.products', pollIntervals.market)
export const drawerProductsPoller = defineProductsPoller('market.products.drawer', pollIntervals.sideDrawer)

export const recommendPoller: Poller<RecommendAnswer> = definePoller({
  key: 'market.recommend',
  interval: pollIntervals.market,
  fetch: async (signal) => {
    const next = await fetchRecommend(signal)
    const previous = recommendPoller.getSnapshot().data
    return {
      recommand: shareProducts(previous?.recommand, next.recommand),
      tops: {
        gainers: shareProducts(previous?.tops.gainers, next.tops.gainers),
        volume: shareProducts(previous?.tops.volume, next.tops.volume),
      },
    }
  },
})

const productsResourceAtom = atomWithPoller(productsPoller)
const drawerProductsResourceAtom = atomWithPoller(drawerProductsPoller)
const recommendResourceAtom = atomWithPoller(recommendPoller)

/** undefined until IndexedDB has answered, then the stored snapshot or null. */
const snapshotBaseAtom = atom<ProductSnapshot | null | undefined>(undefined)
snapshotBaseAtom.onMount = (set) => {
  let active = true
  void loadSnapshot().then((snapshot) => active && set(snapshot))
  return () => {
    active = false
  }
}
export const snapshotAtom = atom((get) => get(snapshotBaseAtom))

const onlineBaseAtom = atom(true)
onlineBaseAtom.onMount = (set) => {
  const update = () => set(globalThis.navigator?.onLine !== false)
  update()
  window.addEventListener('online', update)
  window.addEventListener('offline', update)
  return () => {
    window.removeEventListener('online', update)
    window.removeEventListener('offline', update)
  }
}
export const onlineAtom = atom((get) => get(onlineBaseAtom))

export interface MarketView<T> {
  data: T | undefined
  /** Epoch ms of the prices shown (live fetch or snapshot). */
  asOf: number | null
  /** The device is offline or the last refresh failed on the network. */
  offline: boolean
}

function isOffline(online: boolean, resource: Resource<unknown>): boolean {
  return !online || (resource.status === 'error' && resource.error instanceof NetworkError)
}

function productsView(resourceAtom: typeof productsResourceAtom) {
  return atom((get): MarketView<Product[]> => {
    const live = get(resourceAtom)
    const snapshot = get(snapshotAtom)
    return {
      data: live.data ?? snapshot?.products,
      asOf: live.updatedAt ?? snapshot?.savedAt ?? null,
      offline: isOffline(get(onlineAtom), live),
    }
  })
}

/** The live products (1 s), painted from the snapshot until the first answer. */
export const marketProductsAtom = productsView(productsResourceAtom)
/** The same for the market side drawer (2 s). */
export const drawerProductsAtom = productsView(drawerProductsResourceAtom)

/** Home: recommended coins and the two top lists; computed from the snapshot until the server answers. */
export const homeMarketsAtom = atom((get): MarketView<RecommendAnswer> => {
  const live = get(recommendResourceAtom)
  const snapshot = get(snapshotAtom)
  const fallback = snapshot ? { recommand: [], tops: calculateTops(snapshot.products, TOP_LIST_SIZE) } : undefined
  return {
    data: live.data ?? fallback,
    asOf: live.updatedAt ?? snapshot?.savedAt ?? null,
    offline: isOffline(get(onlineAtom), live),
  }
})

const productListBaseAtom = atom<ProductListItem[] | undefined>(undefined)
productListBaseAtom.onMount = (set) => {
  const controller = new AbortController()
  fetchProductList(controller.signal).then(set, () => undefined)
  return () => controller.abort()
}

/** The search list: /main/product_list, or the snapshot's products while it has not answered. */
export const searchListAtom = atom((get): readonly ProductListItem[] | undefined => {
  return get(productListBaseAtom) ?? get(snapshotAtom)?.products
})

const watchlistBaseAtom = atom<number[] | undefined>(undefined)
watchlistBaseAtom.onMount = (set) => {
  const controller = new AbortController()
  fetchWatchlist(controller.signal).then(set, () => undefined)
  return () => controller.abort()
}

/** The signed-in user's watchlist ids (read it only when logged in). undefined while loading. */
export const watchlistAtom = atom((get) => get(watchlistBaseAtom))

/** Replaces the watchlist (optimistically; restored when the server refuses). */
export const setWatchlistAtom = atom(null, async (get, set, ids: number[]) => {
  const previous = get(watchlistBaseAtom)
  set(watchlistBaseAtom, ids)
  try {
    await saveWatchlist(ids)
  } catch (error) {
    set(watchlistBaseAtom, previous)
    throw error
  }
})
