// Last good answers of resources, kept in IndexedDB so that a screen opens offline with what it showed last.
// Public answers and the signed-in user's answers live in two databases: a logout clears the user's one whole.
// Loaded on first use (out of the home route's code).
// A record carries a version: bump it when a saved answer's shape changes, and older records are ignored.
import { clear, createStore, get, set, type UseStore } from 'idb-keyval'

const VERSION = 1

type SnapshotShelf = 'public' | 'session'

export interface Saved<T> {
  /** Epoch ms of the answer. */
  savedAt: number
  data: T
}

/** A restored answer, as a resource's state takes it. */
export interface Restored<T> {
  updatedAt: number
  data: T
}

const shelves = new Map<SnapshotShelf, UseStore>()

function shelf(name: SnapshotShelf): UseStore | null {
  if (typeof indexedDB === 'undefined') return null
  let store = shelves.get(name)
  if (!store) {
    store = createStore(`tern-${name}-snapshots`, 'answers')
    shelves.set(name, store)
  }
  return store
}

/** A short, stable stand-in for a session token, so that the token itself is not written into key names. */
function sessionTag(token: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < token.length; index += 1) {
    hash = Math.imul(hash ^ token.charCodeAt(index), 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

/** Where an entry of `session` ('' for public data and visitors) is kept, and under which key. */
function place(session: string, key: string): { name: SnapshotShelf; key: string } {
  return session === '' ? { name: 'public', key } : { name: 'session', key: `${sessionTag(session)}|${key}` }
}

export async function readSaved<T>(session: string, entryKey: string): Promise<Saved<T> | null> {
  const { name, key } = place(session, entryKey)
  const store = shelf(name)
  if (!store) return null
  try {
    const record: unknown = await get(key, store)
    if (typeof record !== 'object' || record === null) return null
    const { v, savedAt, data } = record as { v?: unknown; savedAt?: unknown; data?: unknown }
    return v === VERSION && typeof savedAt === 'number' && data !== undefined ? { savedAt, data: data as T } : null
  } catch {
    return null
  }
}

/** The first answer saved for one of `sessions` (a 'viewer' resource falls back to what a visitor saw). */
export async function readFirst<T>(sessions: readonly string[], entryKey: string): Promise<Restored<T> | null> {
  for (const session of sessions) {
    const saved = await readSaved<T>(session, entryKey)
    if (saved) return { updatedAt: saved.savedAt, data: saved.data }
  }
  return null
}

export function writeSaved<T>(session: string, entryKey: string, saved: Saved<T>): void {
  const { name, key } = place(session, entryKey)
  const store = shelf(name)
  if (store) set(key, { v: VERSION, ...saved }, store).catch(() => undefined)
}

/** Forgets every saved answer of signed-in users (on logout). */
export function clearSessionSnapshots(): void {
  const store = shelf('session')
  if (store) clear(store).catch(() => undefined)
}
