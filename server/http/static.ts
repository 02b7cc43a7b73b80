// Serves the seeded media and the built PWA (history-mode fallback to index.html for app routes). Hashed assets
// are cached for a year; index.html, the service worker, the manifest and every other unhashed file are
// revalidated (no-cache with an ETag). Text files go out in brotli or gzip when the client takes them.
import { join, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serveStatic } from '@hono/node-server/serve-static'
import type { Context, Hono } from 'hono'
import { fail } from './envelope'
import { createFirstScreen } from './first-screen'
import { staticResponse } from './static-files'
import type { AppEnv } from './types'

/** Paths that belong to the server; never answered with the SPA shell. */
export const serverPrefixes = ['/api', '/main', '/admin', '/media', '/uploads'] as const

const mediaRoot = fileURLToPath(new URL('../seed/media', import.meta.url))
export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const NO_CACHE = 'no-cache'
const MEDIA_CACHE = 'public, max-age=86400'

/** Vite names everything under /assets/ by its content hash. */
export const cacheControlFor = (path: string): string => (path.startsWith('/assets/') ? IMMUTABLE : NO_CACHE)

/** The file under `dist` that the request path names, or null when it leaves `dist` or cannot be decoded. */
function fileFor(dist: string, requestPath: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(requestPath)
  } catch {
    return null
  }
  if (decoded.includes('\0') || decoded.split('/').includes('..')) return null
  const file = resolve(dist, `.${decoded}`)
  return file.startsWith(dist + sep) ? file : null
}

function answer(c: Context<AppEnv>, file: string, cacheControl: string): Response | null {
  return staticResponse(
    file,
    {
      method: c.req.method,
      acceptEncoding: c.req.header('Accept-Encoding'),
      ifNoneMatch: c.req.header('If-None-Match'),
    },
    cacheControl,
  )
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
  const firstScreen = createFirstScreen(app, dist)
  // The server's renderer of the first screen (dist/ssr/) is the server's, not a file of the PWA.
  app.get('/ssr/*', (c) => c.text('Not found', 404))
  app.get('*', async (c) => {
    if (firstScreen.renders(c.req.path)) {
      const page = await firstScreen.answer(c)
      if (page) return page
    }
    const file = fileFor(dist, c.req.path)
    const found = file && answer(c, file, cacheControlFor(c.req.path))
    if (found) return found
    // A missing file (a path with an extension) is a 404, not the app shell.
    if (/\.[a-z0-9]+$/i.test(c.req.path)) return c.text('Not found', 404)
    return answer(c, indexHtml, NO_CACHE) ?? c.text('The PWA is not built yet: run `npm run build`, then reload.', 503)
  })
}
