// Whether background work may run now (the page is visible and online, and no update is taking over), and a
// callback when that may have changed.

export interface PageWake {
  canRun(): boolean
  stop(): void
}

const watchers = new Set<() => void>()
let held = false

/**
 * While a new service worker takes over (pwa/apply-update.ts), no poll starts: the browser activates a waiting
 * worker only once the active one has no request in flight, and the screens' polls through it, on a slow network
 * or a busy phone, can keep one in flight all the time. Released when the new worker controls the page.
 */
export function holdPolls(hold: boolean): void {
  if (held === hold) return
  held = hold
  for (const changed of [...watchers]) changed()
}

export function watchPageWake(onChange: () => void): PageWake {
  document.addEventListener('visibilitychange', onChange)
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  watchers.add(onChange)
  return {
    canRun: () => !held && document.visibilityState !== 'hidden' && globalThis.navigator?.onLine !== false,
    stop() {
      document.removeEventListener('visibilitychange', onChange)
      window.removeEventListener('online', onChange)
      window.removeEventListener('offline', onChange)
      watchers.delete(onChange)
    },
  }
}
