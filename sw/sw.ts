// Tern service worker: precached app shell, a navigation fallback that never answers API paths,
// runtime caches for banners and images, and skip-waiting only when the update prompt asks for it.
import { clientsClaim } from 'workbox-core'
import { listenForMessages } from './messages'
import { setupPrecache } from './precache'
import { registerRuntimeRoutes } from './routes'
import type { TernServiceWorkerScope } from './scope'

declare const self: TernServiceWorkerScope

setupPrecache(self.__WB_MANIFEST)
registerRuntimeRoutes()
listenForMessages(self)
clientsClaim()
