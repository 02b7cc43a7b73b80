// What every answer gets after its handler (and after the error handler), in one step rather than three nested
// middlewares: its cache policy (cache-policy.ts), then its compression (compress.ts), then the security headers of
// its kind (security.ts). A ready answer (ready.ts) has all of these already and passes through untouched.
import { createMiddleware } from 'hono/factory'
import { applyCachePolicy } from './cache-policy'
import { compressJson } from './compress'
import { applySecurityHeaders } from './security'
import type { AppEnv } from './types'

export const finishMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  if (c.get('ready')) return
  applyCachePolicy(c)
  await compressJson(c)
  applySecurityHeaders(c)
})
