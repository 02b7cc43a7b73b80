import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './types'

const csp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
].join('; ')

export const securityHeaders: Record<string, string> = {
  'Content-Security-Policy': csp,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  // No window of another origin keeps a handle on ours, and no other origin may embed our answers.
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
}

/** Applied after the handler (and after the error handler) so every response carries them. */
export const securityMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  for (const [name, value] of Object.entries(securityHeaders)) c.res.headers.set(name, value)
})
