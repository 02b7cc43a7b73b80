// The last product list, kept in IndexedDB so a cold start (online or offline) paints the market at once.
// The record carries a version; each bump adds a migration from the previous version below.

import type { Product } from '@contract/market'
import { get, set } from 'idb-keyval'

export const SNAPSHOT_KEY = 'tern.market.snapshot'
export const SNAPSHOT_VERSION = 1

export interface ProductSnapshot {
  v: typeof SNAPSHOT_VERSION
  /** Epoch ms when the products were fetched. */
  savedAt: number
  products: Product[]
}

type Migration = (record: Record<string, unknown>) => Record<string, unknown>

/** migrations[n] turns a version-n record into a version n+1 record. None yet: v1 is the first version. */
export const snapshotMigrations: Readonly<Record<number, Migration>> = {}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isCurrent(record: Record<string, unknown>): record is Record<string, unknown> & ProductSnapshot {
  return record.v === SNAPSHOT_VERSION && typeof record.savedAt === 'number' && Array.isArray(record.products)
}

/** Brings a stored record up to the current version; null when it is unusable (unknown or future version). */
export function migrateSnapshot(
  raw: unknown,
  migrations: Readonly<Record<number, Migration>> = snapshotMigrations,
): ProductSnapshot | null {
  if (!isRecord(raw) || typeof raw.v !== 'number') return null
  let record = raw
  while (typeof record.v === 'number' && record.v < SNAPSHOT_VERSION) {
    const migrate = migrations[record.v]
    if (!migrate) return null
    record = migrate(record)
  }
  return isCurrent(record) ? { v: SNAPSHOT_VERSION, savedAt: record.savedAt, products: record.products } : null
}

let earlyRead: Promise<ProductSnapshot | null> | null = null

/**
 * Starts reading the snapshot at once (the app calls it at boot, while its scripts still load), so the market
 * screen finds it read when it mounts; the next loadSnapshot() takes this read.
 */
export function startSnapshotRead(): void {
  earlyRead ??= readSnapshot()
}

export function loadSnapshot(): Promise<ProductSnapshot | null> {
  const early = earlyRead
  earlyRead = null
  return early ?? readSnapshot()
}

async function readSnapshot(): Promise<ProductSnapshot | null> {
  try {
    return migrateSnapshot(await get(SNAPSHOT_KEY))
  } catch (error) {
    console.warn('market snapshot unreadable', error)
    return null
  }
}

export async function saveSnapshot(products: readonly Product[], savedAt: number): Promise<void> {
  const record: ProductSnapshot = { v: SNAPSHOT_VERSION, savedAt, products: [...products] }
  try {
    await set(SNAPSHOT_KEY, record)
  } catch (error) {
    console.warn('market snapshot not saved', error)
  }
}
