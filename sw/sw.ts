// Tern service worker: precached app shell, a navigation fallback that never answers API paths,
// runtime caches for banners and images, skip-waiting only when the update prompt asks for it, and Web Push.
import { clientsClaim } from 'workbox-core'
import { listenForMessages } from './messages'
import { setupPrecache } from './precache'
import { onNotificationClick, onPush } from './push'
import { registerRuntimeRoutes } from './routes'
import type { TernServiceWorkerScope } from './scope'

declare const self: TernServiceWorkerScope

setupPrecache(self.__WB_MANIFEST)
registerRuntimeRoutes()
listenForMessages(self)
self.addEventListener('push', (event) => onPush(self, event))
self.addEventListener('notificationclick', (event) => onNotificationClick(self, event))
clientsClaim()
