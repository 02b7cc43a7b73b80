// Whether background work may run now (the page is visible and online), and a callback when that may have changed.

export interface PageWake {
  canRun(): boolean
  stop(): void
}

export function watchPageWake(onChange: () => void): PageWake {
  document.addEventListener('visibilitychange', onChange)
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return {
    canRun: () => document.visibilityState !== 'hidden' && globalThis.navigator?.onLine !== false,
    stop() {
      document.removeEventListener('visibilitychange', onChange)
      window.removeEventListener('online', onChange)
      window.removeEventListener('offline', onChange)
    },
  }
}
