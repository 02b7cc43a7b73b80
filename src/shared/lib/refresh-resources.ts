import type { createStore } from 'jotai'
import type { Loadable, ResourceAtom } from './resource'

type Store = Pick<ReturnType<typeof createStore>, 'get' | 'set' | 'sub'>

/** Longest wait for the answers of a refresh (the HTTP client's own timeout is shorter). */
const REFRESH_WAIT_MS = 20_000

/** A new answer (or a new failure) since `before`. */
const answered = (before: Loadable<unknown>, now: Loadable<unknown>) =>
  now.updatedAt !== before.updatedAt || (now.status === 'error' && now.error !== before.error)

/**
 * Refreshes the mounted resources now (a request in flight is joined) and resolves once each has a new answer:
 * true if all loaded, false if one failed or the wait ran out.
 */
export function refreshResources(store: Store, resources: readonly ResourceAtom<unknown>[]): Promise<boolean> {
  return new Promise((resolve) => {
    const before = resources.map((resource) => store.get(resource))
    const waiting = new Set(resources.keys())
    let ok = true
    const stops: (() => void)[] = []
    const finish = (result: boolean) => {
      clearTimeout(timer)
      for (const stop of stops) stop()
      resolve(result)
    }
    const timer = setTimeout(() => finish(false), REFRESH_WAIT_MS)
    resources.forEach((resource, index) => {
      const check = () => {
        const now = store.get(resource)
        const previous = before[index]
        if (!waiting.has(index) || !previous || !answered(previous, now)) return
        waiting.delete(index)
        if (now.status === 'error') ok = false
        if (waiting.size === 0) finish(ok)
      }
      stops.push(store.sub(resource, check))
    })
    for (const resource of resources) store.set(resource, 'refresh')
    if (resources.length === 0) finish(true)
  })
}
