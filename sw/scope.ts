import type { PrecacheEntry } from 'workbox-precaching'

/** The global scope of this worker; vite-plugin-pwa replaces `self.__WB_MANIFEST` with the precache list at build time. */
export type TernServiceWorkerScope = ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>
}
