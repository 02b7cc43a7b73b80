import { getDefaultStore } from 'jotai'
import { Workbox } from 'workbox-window'
import { offlineReadyAtom, swStateAtom, updateAvailableAtom, workboxAtom } from './atoms'

type Store = ReturnType<typeof getDefaultStore>

/** Look for a new build at most this often while the app stays open (ms). */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000

/**
 * Registers the service worker (the built /sw.js, or vite-plugin-pwa's module worker in dev) and mirrors its
 * state into the pwa atoms of `store` (pass the app's store if it is not jotai's default one).
 */
export function registerServiceWorker(store: Store = getDefaultStore()): Workbox | null {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) {
    store.set(swStateAtom, 'unsupported')
    return null
  }
  const dev = import.meta.env.DEV
  const wb = new Workbox(dev ? '/dev-sw.js?dev-sw' : '/sw.js', { scope: '/', type: dev ? 'module' : 'classic' })
  store.set(workboxAtom, wb)
  store.set(swStateAtom, 'registering')

  wb.addEventListener('installed', (event) => {
    if (!event.isUpdate) store.set(offlineReadyAtom, true)
    store.set(swStateAtom, 'installed')
  })
  wb.addEventListener('waiting', () => store.set(updateAvailableAtom, true))
  wb.addEventListener('controlling', () => store.set(swStateAtom, 'controlling'))

  wb.register()
    .then((registration) => {
      if (navigator.serviceWorker.controller) store.set(swStateAtom, 'controlling')
      if (registration) checkForUpdatesWhenVisible(wb)
    })
    .catch(() => store.set(swStateAtom, 'error'))
  return wb
}

function checkForUpdatesWhenVisible(wb: Workbox): void {
  let lastCheck = Date.now()
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < UPDATE_CHECK_INTERVAL_MS) return
    lastCheck = Date.now()
    void wb.update().catch(() => undefined)
  })
}
