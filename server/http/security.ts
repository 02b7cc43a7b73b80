// Security headers sized to the response (README: Architecture in brief). An HTML document gets the full set: its
// CSP, framing, opener, referrer and permissions policies govern what the page may do. An SVG image, which a browser
// opened directly runs as a document, gets a sandboxing CSP instead (no script, no navigation, an origin of its
// own): about 500 B less on each of the logos and banners a screen loads. Everything else (JSON, scripts, styles, images, fonts) is data a document
// loads: it needs only `nosniff` (never run as another type) and `Cross-Origin-Resource-Policy` (no other origin
// may embed it); a CSP or a frame policy on JSON would be bytes that no browser applies. The cache policy is set
// per answer (cache-policy.ts, static.ts).
import type { Context } from 'hono'
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

/** What every response carries, whatever its kind. */
export const resourceHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  // No other origin may embed our answers (Spectre-class reads of JSON or images included).
  'Cross-Origin-Resource-Policy': 'same-origin',
}

/**
 * A document's headers, given the external customer-service page (TERN_SUPPORT_URL) if one is configured:
 * /client_iframe frames it, so the CSP's frame-src allows exactly its origin and nothing else.
 */
export function securityHeadersFor(supportUrl?: string): Record<string, string> {
  const frames = supportUrl === undefined ? [] : [`frame-src ${new URL(supportUrl).origin}`]
  return {
    'Content-Security-Policy': [...cspDirectives, ...frames].join('; '),
    ...resourceHeaders,
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    // No window of another origin keeps a handle on ours.
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  }
}

/** The document headers of a deployment without an external customer-service page. */
export const securityHeaders: Record<string, string> = securityHeadersFor()

/** An SVG image's headers: opened directly, it is a sandboxed document that may only style itself. */
export const svgHeaders: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
  ...resourceHeaders,
  // Opened directly, it is a browsing context of its own: no window of another origin keeps a handle on it.
  'Cross-Origin-Opener-Policy': 'same-origin',
}

type Kind = 'document' | 'svg' | 'data'

/**
 * A document by its type or by its path: an app route (no extension, not a server call) is what a browser navigates
 * to, also when answered by a 304 or the "not built yet" text; an SVG by its type or extension; else data.
 */
function kindOf(res: Response, path: string): Kind {
  const type = res.headers.get('Content-Type') ?? ''
  if (/^image\/svg\+xml\b/i.test(type) || /\.svg$/i.test(path)) return 'svg'
  if (/^text\/html\b/i.test(type)) return 'document'
  if (/^\/(api|main|admin|uploads|media)(\/|$)/.test(path)) return 'data'
  return !/\.[a-z0-9]+$/i.test(path) || /\.html$/i.test(path) ? 'document' : 'data'
}

const documentHeaders = new Map<string | undefined, [string, string][]>()

function documentHeadersFor(supportUrl: string | undefined): [string, string][] {
  let headers = documentHeaders.get(supportUrl)
  if (!headers) {
    headers = Object.entries(securityHeadersFor(supportUrl))
    documentHeaders.set(supportUrl, headers)
  }
  return headers
}

const resourceEntries = Object.entries(resourceHeaders)
const svgEntries = Object.entries(svgHeaders)

/**
 * Applied after the handler (and after the error handler: http/finish.ts) so every response carries its kind's
 * set. A ready answer (http/ready.ts) carries the data set already.
 */
export function applySecurityHeaders(c: Context<AppEnv>): void {
  if (c.get('ready')) return
  const kind = kindOf(c.res, c.req.path)
  const headers =
    kind === 'document'
      ? documentHeadersFor(c.get('deps')?.config.supportUrl)
      : kind === 'svg'
        ? svgEntries
        : resourceEntries
  for (const [name, value] of headers) c.res.headers.set(name, value)
}
