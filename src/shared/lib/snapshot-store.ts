// The app's one offline snapshot mechanism: last good answers kept in IndexedDB so that a screen opens (offline, or
// before the network answers) with what it showed last. Resources save theirs here (./resource); so do home (its
// banners and recommended coins) and the market (the product list, which a cold start paints at once: its early read
// starts at boot, see startEarlyRead). Public answers and the signed-in user's answers live in two databases: a
// logout clears the user's one whole.
// A record carries a version: bump it when a saved answer's shape changes, and older records are ignored.
import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval'

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

/** Public entries whose read started at boot, each taken by its first reader. */
const earlyReads = new Map<string, Promise<Saved<unknown> | null>>()

/**
 * Starts reading public entries at once (the entry calls it while the app's modules still load), so that the first
 * screen finds them read when it mounts; the next readSaved('', key) of each takes its read.
 */
export function startEarlyRead(entryKeys: readonly string[]): void {
  for (const entryKey of entryKeys) if (!earlyReads.has(entryKey)) earlyReads.set(entryKey, readStored('', entryKey))
}

export function readSaved<T>(session: string, entryKey: string): Promise<Saved<T> | null> {
  const early = session === '' ? earlyReads.get(entryKey) : undefined
  if (!early) return readStored(session, entryKey)
  earlyReads.delete(entryKey)
  return early as Promise<Saved<T> | null>
}

async function readStored<T>(session: string, entryKey: string): Promise<Saved<T> | null> {
  await movedLegacy()
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

/** Saves an answer; resolves once it is written (or could not be: a snapshot is never worth an error). */
export async function writeSaved<T>(session: string, entryKey: string, saved: Saved<T>): Promise<void> {
  await movedLegacy()
  await writeRecord(session, entryKey, saved).catch(() => undefined)
}

async function writeRecord<T>(session: string, entryKey: string, saved: Saved<T>): Promise<void> {
  const { name, key } = place(session, entryKey)
  const store = shelf(name)
  if (store) await set(key, { v: VERSION, ...saved }, store)
}

/** Forgets every saved answer of signed-in users (on logout). */
export function clearSessionSnapshots(): void {
  const store = shelf('session')
  if (store) clear(store).catch(() => undefined)
}

/**
 * Before this store, home and the market kept their snapshots in idb-keyval's default database, as {v: 1, savedAt,
 * products} and {v: 1, lang, savedAt, items}: [that key, the entry here (home's per language), the list's field].
 * Moved here once, so that an update keeps them.
 */
const legacyEntries = [
  ['tern.market.snapshot', 'market.products', 'products'],
  ['tern.home.banners', 'home.banners', 'items'],
  ['tern.home.recommended', 'home.recommended', 'items'],
] as const

let legacyMove: Promise<void> | null = null

function movedLegacy(): Promise<void> {
  legacyMove ??= Promise.all(
    legacyEntries.map(async ([legacyKey, entryKey, field]) => {
      const record: Record<string, unknown> | undefined = await get(legacyKey)
      if (!record) return
      const { v, savedAt, lang, [field]: data } = record
      if (v === 1 && typeof savedAt === 'number' && Array.isArray(data))
        await writeRecord('', typeof lang === 'string' ? `${entryKey}|${lang}` : entryKey, { savedAt, data })
      await del(legacyKey)
    }),
  ).then(
    () => undefined,
    () => undefined,
  )
  return legacyMove
}
