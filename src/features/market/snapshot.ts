// The last product list, kept in the app's snapshot store so that a cold start (online or offline) paints the market
// and home's top lists at once. Its read starts at boot (main.tsx), while the app's scripts still load.
import type { Product } from '@contract/market'
import { readSaved, startEarlyRead, writeSaved } from '@/shared/lib/snapshot-store'

export const PRODUCTS_SNAPSHOT_KEY = 'market.products'

export interface ProductSnapshot {
  /** Epoch ms when the products were fetched. */
  savedAt: number
  products: Product[]
}

/** Starts reading the snapshot at once, so the market screen finds it read when it mounts. */
export function startSnapshotRead(): void {
  startEarlyRead([PRODUCTS_SNAPSHOT_KEY])
}

export async function loadSnapshot(): Promise<ProductSnapshot | null> {
  const saved = await readSaved<Product[]>('', PRODUCTS_SNAPSHOT_KEY)
  return saved && Array.isArray(saved.data) ? { savedAt: saved.savedAt, products: saved.data } : null
}

export function saveSnapshot(products: readonly Product[], savedAt: number): Promise<void> {
  return writeSaved('', PRODUCTS_SNAPSHOT_KEY, { savedAt, data: [...products] })
}
