// Runtime caching. Only GET requests can be stored in the Cache API, so the content calls
// (POST /main/content, POST /main/contents) are not cached here; the client keeps its own copy in IndexedDB.
// Nothing under /api/ is ever cached: those answers are per user and carry balances.
import { ExpirationPlugin } from 'workbox-expiration'
import { registerRoute } from 'workbox-routing'
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies'

const DAY_SECONDS = 24 * 60 * 60

export const cacheNames = {
  banners: 'tern-banners',
  media: 'tern-media',
  images: 'tern-images',
} as const

function isSameOrigin(url: URL): boolean {
  return url.origin === self.location.origin
}

/** Per-user or operator answers: never stored by the service worker, even as an image (ID images, deposit proofs). */
const privatePrefixes = ['/api/', '/admin/', '/uploads/']

/** An image the shared image cache may keep: public ones only (coin logos and other pictures). */
export function isCacheableImage(request: Pick<Request, 'destination'>, url: URL): boolean {
  return request.destination === 'image' && !privatePrefixes.some((prefix) => url.pathname.startsWith(prefix))
}

export function registerRuntimeRoutes(): void {
  // The banner list (JSON): show the last list at once and refresh it in the background.
  registerRoute(
    ({ url }) => isSameOrigin(url) && url.pathname === '/main/banners',
    new StaleWhileRevalidate({
      cacheName: cacheNames.banners,
      plugins: [new ExpirationPlugin({ maxEntries: 4, maxAgeSeconds: 7 * DAY_SECONDS })],
    }),
    'GET',
  )

  // Seeded banners and other media files from the server.
  registerRoute(
    ({ url }) => isSameOrigin(url) && url.pathname.startsWith('/media/'),
    new StaleWhileRevalidate({
      cacheName: cacheNames.media,
      plugins: [new ExpirationPlugin({ maxEntries: 50, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
    }),
    'GET',
  )

  // Any other public image (coin logos). CacheFirst stores only HTTP 200, so opaque cross-origin answers are skipped.
  registerRoute(
    ({ request, url }) => isCacheableImage(request, url),
    new CacheFirst({
      cacheName: cacheNames.images,
      plugins: [new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true })],
    }),
    'GET',
  )
}
