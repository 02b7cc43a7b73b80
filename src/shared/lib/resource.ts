// The one way the client loads data: a resource atom in the one jotai store. Its state is an atom value, so a
// fresh store is a fresh app. A resource runs only while mounted (some component reads it); it shares one request
// among its readers, polls every `pollMs` if given, pauses while the page is hidden or offline and refreshes at once
// when it is back, backs off after errors, and aborts its request on unmount.
//
// Every resource has a scope. A 'session' resource belongs to the signed-in user (or to the identity it names, such
// as the console's operator): its state is kept per session token, so a logout or another user's login shows an
// empty resource at once, and an answer that arrives for the previous session lands in that session's (unread,
// discarded) entry, never on screen. A 'public' resource survives a login change; a 'viewer' resource loads for
// visitors too but is kept per session. With `refetchOn: ['language']` a resource is kept per language too, and the
// last good data of the previous language stays on screen while the new language loads.
//
// Entries are created per (session, language, parameter) on first read and removed when nothing mounts them.
//
// Offline: unless a resource handles that itself (`offline: 'own'`), its last good answer is saved (./snapshot-store)
// and paints the next mount that has no data yet, with `updatedAt` the time of that answer; a mounted resource is a
// source of the shell's offline notice (./offline). A one-shot resource that failed on the network tries again.
import { type Atom, atom, type Getter, type PrimitiveAtom, type Setter, type WritableAtom } from 'jotai'
import { languageAtom } from '@/shared/i18n/language-atom'
import { POLL_BACKOFF_MAX_MS } from './constants'
import { NetworkError } from './http'
import { trackSourceAtom } from './offline'
import { watchPageWake } from './page-wake'
import { tokenAtom } from './session'
import { readFirst, type Saved, writeSaved } from './snapshot-store'

export type LoadableStatus = 'idle' | 'loading' | 'ready' | 'error'

/** The only resource type: the last good data is kept while refreshing and after an error. */
export interface Loadable<T> {
  status: LoadableStatus
  data: T | undefined
  error: unknown
  /** Epoch ms of the last successful fetch. */
  updatedAt: number | null
  /** Set while `data` is a saved snapshot of an earlier start (epoch ms it was saved); gone with the first answer. */
  savedAt?: number
}

export const idleLoadable: Loadable<never> = { status: 'idle', data: undefined, error: null, updatedAt: null }

/** What a resource atom accepts: 'refresh' fetches now (joining a request in flight). */
export type ResourceCommand = 'refresh'

export type ResourceAtom<T> = WritableAtom<Loadable<T>, [ResourceCommand], void>

export interface ResourceOptions<T, P> {
  /** A name for debugging and the entry keys. */
  key: string
  /**
   * 'public': the same for everyone, kept across login changes. 'session': the signed-in user's own data, nothing
   * without a session. 'viewer': public data with the viewer's own figures in it (e.g. a product's detail with the
   * user's balance): loaded for visitors too, but kept per session like 'session'.
   */
  scope: 'public' | 'session' | 'viewer'
  /**
   * Whose session a 'session' or 'viewer' resource belongs to: the token its entries are kept under (null: nobody
   * signed in). The signed-in user's token unless given (the operator console names the operator's).
   */
  identity?: Atom<string | null>
  fetch: (param: P, signal: AbortSignal) => Promise<T>
  /**
   * Milliseconds between the end of one fetch and the start of the next; without it, one fetch per mount. An atom
   * when the readers decide it (the product list polls faster while the market screen shows it than in the drawer);
   * it is read for each next fetch.
   */
  pollMs?: number | Atom<number>
  /**
   * Poll only while this holds for the resource's value (e.g. while an order runs). Once it fails, the value stays
   * and nothing is fetched until a refresh, a wake (visible or online again) or the next mount.
   */
  pollWhile?: (value: Loadable<T>) => boolean
  /** Refetch when the app language changes (the server localizes the answer by UserLang). */
  refetchOn?: readonly 'language'[]
  /** The parameter's part of the entry key (default: JSON). */
  paramKey?: (param: P) => string
  /**
   * 'snapshot' (default): the last good answer is saved and shown while offline, and the shell's notice tells its
   * time. 'own': the feature keeps its own copy and notice (the market lists) or shows nothing offline (the console).
   */
  offline?: 'snapshot' | 'own'
  /**
   * A visitor's data before the first answer (the server's page of the screen, ./first-screen.ts), so the first
   * render draws what the server's HTML shows; undefined when there is none.
   */
  initial?: (param: P, get: Getter) => T | undefined
}

/** A saved answer is written at most this often per entry (a polled resource answers every few seconds). */
const SNAPSHOT_WRITE_EVERY_MS = 5_000
/** The first retry of a one-shot resource after a network failure; it doubles up to POLL_BACKOFF_MAX_MS. */
const RETRY_AFTER_NETWORK_FAILURE_MS = 2_000

export function backoffDelay(interval: number, failures: number, max: number): number {
  return failures === 0 ? interval : Math.min(interval * 2 ** failures, max)
}

/** A cache of atoms that drops an entry once no store mounts it. */
class MountedCache<V> {
  private readonly entries = new Map<string, { value: V; mounts: number }>()

  get(key: string, create: () => V): V {
    const found = this.entries.get(key)
    if (found) return found.value
    const value = create()
    this.entries.set(key, { value, mounts: 0 })
    return value
  }

  /** Call on mount; the returned function on unmount. */
  retain(key: string): () => void {
    const entry = this.entries.get(key)
    if (entry) entry.mounts += 1
    return () => {
      if (!entry) return
      entry.mounts -= 1
      if (entry.mounts <= 0 && this.entries.get(key) === entry) this.entries.delete(key)
    }
  }

  get size(): number {
    return this.entries.size
  }
}

interface Runner {
  refresh(): void
  stop(): void
}

type Command = ResourceCommand | 'mount' | 'unmount'

interface Entry<T> {
  state: PrimitiveAtom<Loadable<T>>
  atom: WritableAtom<Loadable<T>, [Command], void>
}

/** The last good data of one parameter in one session (kept across a language change). */
type LastAtom<T> = PrimitiveAtom<{ session: string; data: T } | null>

/** A family of resources by parameter: `family(param)` returns the same atom while it is in use. */
export function resourceFamily<T, P>(
  options: ResourceOptions<T, P>,
): ((param: P) => ResourceAtom<T>) & {
  /** How many entries exist (for tests of the cleanup). */
  readonly size: () => number
} {
  const { key, scope, pollMs, identity = tokenAtom, paramKey = (param: P) => JSON.stringify(param) ?? '' } = options
  const byLanguage = options.refetchOn?.includes('language') ?? false
  const snapshots = options.offline !== 'own'
  const entries = new MountedCache<Entry<T>>()
  const fronts = new MountedCache<ResourceAtom<T>>()

  function createEntry(entryKey: string, param: P, session: string, lastAtom: LastAtom<T>, language: string): Entry<T> {
    const state = atom<Loadable<T>>(idleLoadable)
    const runnerAtom = atom<Runner | null>(null)
    const savedKey = `${key}|${language}|${paramKey(param)}`
    let savedAt = 0
    let release: (() => void) | null = null
    const initial = session === '' ? options.initial : undefined
    /** The state, with the visitor's initial data until it has data of its own. */
    const read = (get: Getter): Loadable<T> => {
      const value = get(state)
      const seed = value.data === undefined ? initial?.(param, get) : undefined
      return seed === undefined
        ? value
        : { ...value, status: value.status === 'idle' ? 'ready' : value.status, data: seed }
    }
    const entryAtom: Entry<T>['atom'] = atom(read, (get, set, command: Command) => {
      if (command === 'mount') {
        release = entries.retain(entryKey)
        const last = get(lastAtom)
        if (get(state).data === undefined && last?.session === session) {
          set(state, { ...idleLoadable, status: 'loading', data: last.data })
        }
        if (snapshots) {
          set(trackSourceAtom, state, true)
          if (read(get).data === undefined)
            void restore(set, state, scope === 'viewer' ? [session, ''] : [session], savedKey)
        }
        const load = (signal: AbortSignal) => options.fetch(param, signal)
        const remember = (data: T, at: number) => {
          if (byLanguage) set(lastAtom, { session, data })
          if (snapshots && at - savedAt >= SNAPSHOT_WRITE_EVERY_MS) {
            savedAt = at
            save(session, savedKey, { savedAt: at, data })
          }
        }
        const keepPolling = () => options.pollWhile?.(get(state)) ?? true
        const interval = () => (typeof pollMs === 'object' ? get(pollMs) : pollMs)
        set(runnerAtom, startRunner(set, state, load, remember, interval, keepPolling))
      } else if (command === 'unmount') {
        get(runnerAtom)?.stop()
        set(runnerAtom, null)
        if (snapshots) {
          set(trackSourceAtom, state, false)
          const { data, updatedAt } = get(state)
          if (data !== undefined && updatedAt !== null && updatedAt > savedAt) {
            savedAt = updatedAt
            save(session, savedKey, { savedAt: updatedAt, data })
          }
        }
        release?.()
      } else {
        get(runnerAtom)?.refresh()
      }
    })
    entryAtom.onMount = (dispatch) => {
      dispatch('mount')
      return () => dispatch('unmount')
    }
    entryAtom.debugLabel = `${key}:${entryKey}`
    return { state, atom: entryAtom }
  }

  /** The session part of the key ('' for everyone, or a visitor); null: a session resource with nobody signed in. */
  const sessionOf = (get: Getter): string | null => {
    if (scope === 'public') return ''
    const token = get(identity)
    return scope === 'viewer' ? (token ?? '') : token
  }

  function family(param: P): ResourceAtom<T> {
    const frontKey = paramKey(param)
    return fronts.get(frontKey, () => {
      const lastAtom: LastAtom<T> = atom<{ session: string; data: T } | null>(null)
      const current = (get: Getter): Entry<T> | null => {
        const session = sessionOf(get)
        if (session === null) return null
        const language = byLanguage ? get(languageAtom) : ''
        const entryKey = `${session}|${language}|${frontKey}`
        return entries.get(entryKey, () => createEntry(entryKey, param, session, lastAtom, language))
      }
      const front: ResourceAtom<T> = atom(
        (get) => {
          const entry = current(get)
          return entry ? get(entry.atom) : idleLoadable
        },
        (get, set, command: ResourceCommand) => {
          const entry = current(get)
          if (entry) set(entry.atom, command)
        },
      )
      front.onMount = () => fronts.retain(frontKey)
      front.debugLabel = `${key}:${frontKey}`
      return front
    })
  }
  return Object.assign(family, { size: () => entries.size + fronts.size })
}

/** A resource without a parameter. */
export function resourceAtom<T>(options: ResourceOptions<T, void>): ResourceAtom<T> {
  const family = resourceFamily<T, void>({ ...options, paramKey: () => '' })
  return atom(
    (get) => get(family()),
    (_get, set, command: ResourceCommand) => set(family(), command),
  )
}

function save<T>(session: string, key: string, saved: Saved<T>): void {
  void writeSaved(session, key, saved)
}

/** Paints the saved answer (the first found for `sessions`), unless an answer of this visit came first. */
async function restore<T>(set: Setter, state: PrimitiveAtom<Loadable<T>>, sessions: string[], key: string) {
  const saved = await readFirst<T>(sessions, key).catch(() => null)
  if (saved)
    set(state, (previous) =>
      previous.data === undefined
        ? {
            ...previous,
            status: previous.status === 'idle' ? 'ready' : previous.status,
            ...saved,
            savedAt: saved.updatedAt,
          }
        : previous,
    )
}

function startRunner<T>(
  set: Setter,
  state: PrimitiveAtom<Loadable<T>>,
  fetch: (signal: AbortSignal) => Promise<T>,
  remember: (data: T, at: number) => void,
  pollEvery: () => number | undefined,
  keepPolling: () => boolean,
): Runner {
  let timer: ReturnType<typeof setTimeout> | null = null
  let controller: AbortController | null = null
  let failures = 0
  let networkFailure = false
  let stopped = false

  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
  }
  const schedule = (retry: boolean) => {
    clearTimer()
    if (stopped || !wake.canRun()) return
    const pollMs = pollEvery()
    const maxBackoff = Math.max(POLL_BACKOFF_MAX_MS, pollMs ?? 0)
    if (pollMs !== undefined && keepPolling()) timer = setTimeout(refresh, backoffDelay(pollMs, failures, maxBackoff))
    else if (retry)
      timer = setTimeout(retryQuietly, backoffDelay(RETRY_AFTER_NETWORK_FAILURE_MS, failures - 1, maxBackoff))
  }
  // An automatic retry after a network failure keeps the error on screen (it says it retries) until an answer.
  const retryQuietly = () => refresh(true)
  function refresh(quiet = false): void {
    clearTimer()
    if (stopped || controller) return
    const own = new AbortController()
    controller = own
    // Only a first load shows 'loading': a refresh keeps the last good data (and its status) on screen.
    if (!quiet) set(state, (previous) => (previous.data === undefined ? { ...previous, status: 'loading' } : previous))
    fetch(own.signal)
      .then(
        (data) => {
          if (controller !== own) return
          failures = 0
          networkFailure = false
          const at = Date.now()
          set(state, { status: 'ready', data, error: null, updatedAt: at })
          remember(data, at)
        },
        (error: unknown) => {
          if (controller !== own) return
          failures += 1
          networkFailure = error instanceof NetworkError
          set(state, (previous) => ({ ...previous, status: 'error', error }))
        },
      )
      .finally(() => {
        if (controller !== own) return
        controller = null
        schedule(networkFailure)
      })
  }
  const wake = watchPageWake(() => {
    if (wake.canRun()) refresh()
    else clearTimer()
  })
  if (wake.canRun()) refresh()
  return {
    refresh,
    stop() {
      stopped = true
      wake.stop()
      clearTimer()
      controller?.abort()
      controller = null
      set(state, (previous) =>
        previous.status === 'loading'
          ? { ...previous, status: previous.data === undefined ? 'idle' : 'ready' }
          : previous,
      )
    },
  }
}
