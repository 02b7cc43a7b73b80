// Serves the seeded media and the built PWA (history-mode fallback to index.html for app routes).
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Hono, MiddlewareHandler } from 'hono'
import { fail } from './envelope'
import type { AppEnv } from './types'

/** Paths that belong to the server; never answered with the SPA shell. */
export const serverPrefixes = ['/api', '/main', '/admin', '/media', '/uploads'] as const

const mediaRoot = fileURLToPath(new URL('../seed/media', import.meta.url))
const IMMUTABLE = 'public, max-age=31536000, immutable'
const NO_CACHE = 'no-cache'
const MEDIA_CACHE = 'public, max-age=86400'
const revalidated = new Set(['/sw.js', '/index.html', '/manifest.webmanifest'])

function cacheControlFor(path: string, contentType: string | null): string | undefined {
  if (path.startsWith('/assets/')) return IMMUTABLE
  if (revalidated.has(path) || contentType?.startsWith('text/html')) return NO_CACHE
  return undefined
}

/** A missing file (a path with an extension) is a 404, not the app shell. */
const missingFile: MiddlewareHandler<AppEnv> = async (c, next) =>
  /\.[a-z0-9]+$/i.test(c.req.path) ? c.text('Not found', 404) : next()

/** serveStatic logs when its root is missing, so it is created only once the build exists. */
function lazyStatic(root: string, options: { path?: string } = {}): MiddlewareHandler<AppEnv> {
  let handler: MiddlewareHandler<AppEnv> | undefined
  return async (c, next) => {
    if (!handler && existsSync(options.path ?? root)) handler = serveStatic<AppEnv>({ root, ...options })
    if (!handler) return next()
    return handler(c, next)
  }
}

export function mountStatic(app: Hono<AppEnv>, distDir: string): void {
  const dist = resolve(distDir)
  const indexHtml = join(dist, 'index.html')
  app.use('/media/*', async (c, next) => {
    await next()
    if (c.res.status === 200) c.res.headers.set('Cache-Control', MEDIA_CACHE)
  })
  app.get('/media/*', serveStatic<AppEnv>({ root: mediaRoot, rewriteRequestPath: (p) => p.slice('/media'.length) }))
  for (const prefix of serverPrefixes) app.all(`${prefix}/*`, (c) => fail(c, 'not_found', 404))
  app.use('*', async (c, next) => {
    await next()
    const cacheControl = cacheControlFor(c.req.path, c.res.headers.get('Content-Type'))
    if (cacheControl && c.res.status === 200) c.res.headers.set('Cache-Control', cacheControl)
  })
  app.use('*', lazyStatic(dist))
  app.get('*', missingFile, lazyStatic('', { path: indexHtml }), (c) =>
    c.text('The PWA is not built yet: run `npm run build`, then reload.', 503),
  )
}
