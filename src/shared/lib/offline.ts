// Whether the app can reach the server, and what the mounted screen shows meanwhile: every mounted resource is a
// source here, so one notice in the shell can say "offline, data as of <time>" or "this screen needs the network".
import { type Atom, atom, type PrimitiveAtom } from 'jotai'
import { NetworkError } from './http'

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
/** The browser's online flag, live. */
export const onlineAtom = atom((get) => get(onlineBaseAtom))

/** What the notice needs of a source (a resource's state). */
export interface OfflineSource {
  status: string
  data: unknown
  error: unknown
  updatedAt: number | null
}

const sourcesAtom: PrimitiveAtom<ReadonlySet<Atom<OfflineSource>>> = atom<ReadonlySet<Atom<OfflineSource>>>(
  new Set<Atom<OfflineSource>>(),
)

/** Adds (on mount) or removes (on unmount) a source of the screen on show. */
export const trackSourceAtom = atom(null, (_get, set, source: Atom<OfflineSource>, on: boolean) => {
  set(sourcesAtom, (sources) => {
    const next = new Set(sources)
    if (on) next.add(source)
    else next.delete(source)
    return next
  })
})

/** How many screen-specific offline notices are on show (the market's); the shell's notice then stays away. */
export const ownNoticesAtom = atom(0)

export const isNetworkFailure = (source: OfflineSource) =>
  source.status === 'error' && source.error instanceof NetworkError

export interface OfflineState {
  /** Offline, or the last refresh of something on screen failed on the network. */
  offline: boolean
  /** The oldest answer on screen (epoch ms), or null when nothing was saved. */
  asOf: number | null
  /** Something on screen was never loaded: it needs the network. */
  missing: boolean
}

export const offlineStateAtom = atom((get): OfflineState => {
  const sources = [...get(sourcesAtom)].map((source) => get(source))
  const times = sources.flatMap((source) => (source.data !== undefined && source.updatedAt ? [source.updatedAt] : []))
  return {
    offline: !get(onlineAtom) || sources.some(isNetworkFailure),
    asOf: times.length > 0 ? Math.min(...times) : null,
    missing: sources.some((source) => source.data === undefined),
  }
})
