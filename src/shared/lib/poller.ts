// The one polling primitive. A poller is a resource keyed by name: it runs only while it has subscribers
// (a jotai atom's onMount subscribes, its cleanup unsubscribes), shares one in-flight request among them,
// pauses while the page is hidden or offline and refreshes at once when it is back, backs off after errors,
// and aborts the in-flight request when the last subscriber leaves. The last good data survives refreshes.
import { type Atom, atom } from 'jotai'
import { POLL_BACKOFF_MAX_MS } from './constants'

export type ResourceStatus = 'idle' | 'loading' | 'success' | 'error'

export interface Resource<T> {
  status: ResourceStatus
  /** The last good data, kept while refreshing and after an error. */
  data: T | undefined
  error: unknown
  /** Epoch ms of the last successful fetch. */
  updatedAt: number | null
}

export interface PollerOptions<T> {
  key: string
  fetch: (signal: AbortSignal) => Promise<T>
  /** Milliseconds between the end of one fetch and the start of the next. */
  interval: number
  maxBackoff?: number
}

export interface Poller<T> {
  readonly key: string
  getSnapshot(): Resource<T>
  /** The listener receives the current snapshot at once and every change after it. */
  subscribe(listener: (resource: Resource<T>) => void): () => void
  /** Fetch now (joins the request in flight, if any). */
  refresh(): Promise<void>
  /** Forget the data (e.g. on logout); a running poller fetches again. */
  reset(): void
}

const idle: Resource<never> = { status: 'idle', data: undefined, error: null, updatedAt: null }

export function backoffDelay(interval: number, failures: number, max: number): number {
  return failures === 0 ? interval : Math.min(interval * 2 ** failures, max)
}

function createPoller<T>(options: PollerOptions<T>): Poller<T> {
  const { key, interval, maxBackoff = Math.max(POLL_BACKOFF_MAX_MS, interval) } = options
  const listeners = new Set<(resource: Resource<T>) => void>()
  let resource: Resource<T> = idle
  let timer: ReturnType<typeof setTimeout> | null = null
  let controller: AbortController | null = null
  let inFlight: Promise<void> | null = null
  let failures = 0

  const emit = (next: Resource<T>) => {
    resource = next
    for (const listener of listeners) listener(next)
  }
  const canRun = () =>
    listeners.size > 0 && document.visibilityState !== 'hidden' && globalThis.navigator?.onLine !== false
  const clearTimer = () => {
    if (timer !== null) clearTimeout(timer)
    timer = null
  }
  const schedule = () => {
    clearTimer()
    if (canRun()) timer = setTimeout(refresh, backoffDelay(interval, failures, maxBackoff))
  }

  function refresh(): Promise<void> {
    clearTimer()
    if (inFlight) return inFlight
    const own = new AbortController()
    controller = own
    if (resource.data === undefined) emit({ ...resource, status: 'loading' })
    inFlight = options
      .fetch(own.signal)
      .then(
        (data) => {
          if (controller !== own) return
          failures = 0
          emit({ status: 'success', data, error: null, updatedAt: Date.now() })
        },
        (error: unknown) => {
          if (controller !== own) return
          failures += 1
          emit({ ...resource, status: 'error', error })
        },
      )
      .finally(() => {
        if (controller !== own) return
        controller = null
        inFlight = null
        schedule()
      })
    return inFlight
  }

  const stopRequest = () => {
    clearTimer()
    controller?.abort()
    controller = null
    inFlight = null
  }
  const onWake = () => {
    if (canRun()) void refresh()
    else clearTimer()
  }

  const start = () => {
    document.addEventListener('visibilitychange', onWake)
    window.addEventListener('online', onWake)
    window.addEventListener('offline', onWake)
    if (canRun()) void refresh()
  }
  const stop = () => {
    document.removeEventListener('visibilitychange', onWake)
    window.removeEventListener('online', onWake)
    window.removeEventListener('offline', onWake)
    stopRequest()
    if (resource.status === 'loading') emit({ ...resource, status: resource.data === undefined ? 'idle' : 'success' })
  }

  return {
    key,
    getSnapshot: () => resource,
    subscribe(listener) {
      listeners.add(listener)
      listener(resource)
      if (listeners.size === 1) start()
      return () => {
        if (!listeners.delete(listener)) return
        if (listeners.size === 0) stop()
      }
    },
    refresh,
    reset() {
      const running = listeners.size > 0
      stopRequest()
      failures = 0
      emit(idle)
      if (running && canRun()) void refresh()
    },
  }
}

const registry = new Map<string, Poller<unknown>>()

/** The poller for `key`; the first definition of a key wins, so every subscriber shares it. */
export function definePoller<T>(options: PollerOptions<T>): Poller<T> {
  const existing = registry.get(options.key)
  if (existing) return existing as Poller<T>
  const poller = createPoller(options)
  registry.set(options.key, poller as Poller<unknown>)
  return poller
}

/** An atom whose value is the poller's resource; mounting it (any component reading it) runs the poller. */
export function atomWithPoller<T>(poller: Poller<T>): Atom<Resource<T>> {
  const base = atom<Resource<T>>(poller.getSnapshot())
  base.onMount = (set) => poller.subscribe(set)
  return atom((get) => get(base))
}
