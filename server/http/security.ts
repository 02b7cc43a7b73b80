import { createMiddleware } from 'hono/factory'
import type { AppEnv } from './types'

const cspDirectives = [
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
]

/**
 * The response headers, given the external customer-service page (TERN_SUPPORT_URL) if one is configured:
 * /client_iframe frames it, so the CSP's frame-src allows exactly its origin and nothing else.
 */
export function securityHeadersFor(supportUrl?: string): Record<string, string> {
  const frames = supportUrl === undefined ? [] : [`frame-src ${new URL(supportUrl).origin}`]
  return {
    'Content-Security-Policy': [...cspDirectives, ...frames].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    // No window of another origin keeps a handle on ours, and no other origin may embed our answers.
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  }
}

/** The headers of a deployment without an external customer-service page. */
export const securityHeaders: Record<string, string> = securityHeadersFor()

/** Applied after the handler (and after the error handler) so every response carries them. */
export const securityMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  await next()
  const headers = c.var.deps ? securityHeadersFor(c.var.deps.config.supportUrl) : securityHeaders
  for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value)
})
