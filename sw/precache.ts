import type { PrecacheEntry } from 'workbox-precaching'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

/** Paths served by the API server (or its file stores); a navigation there must reach the network, never the shell. */
export const networkOnlyPrefixes = ['/api/', '/main/', '/admin/', '/media/', '/uploads/'] as const

const denylist = networkOnlyPrefixes.map((prefix) => new RegExp(`^${prefix}`))

export function setupPrecache(manifest: Array<PrecacheEntry | string>): void {
  cleanupOutdatedCaches()
  precacheAndRoute(manifest)
  // Deep links (/login, /trade/BTC/USDT ...) open offline from the precached shell; wouter routes them.
  registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist }))
}
