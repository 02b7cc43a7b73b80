import type { Context } from 'hono'
import { Hono } from 'hono'
import { fail, ok } from '../../http/envelope'
import type { AppEnv } from '../../http/types'
import { downloads, type Origin, profileContentType, profileFileName, webClipIcon, webClipProfile } from './service'

/** localhost, *.localhost, 127.0.0.0/8 and [::1]: names that only ever reach the caller's own machine. */
function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  )
}

/**
 * The address the profile names: TERN_PUBLIC_URL. Without it, the request's Host is used only when it is a
 * loopback name (trying Tern on one's own machine); any other Host, which the caller writes, is refused
 * (undefined) rather than copied into a profile that a cache or a shared link could pass on.
 */
function profileOrigin(c: Context<AppEnv>): Origin | undefined {
  const { publicUrl } = c.var.deps.config
  if (publicUrl !== undefined) return { url: publicUrl, host: new URL(publicUrl).host }
  const requested = new URL(c.req.url)
  let url: URL
  try {
    url = new URL(`${requested.protocol}//${c.req.header('Host')?.trim() || requested.host}`)
  } catch {
    return undefined
  }
  if (!isLoopback(url.hostname) || url.pathname !== '/' || url.username !== '') return undefined
  return { url: url.origin, host: url.host }
}

/** Public: GET /main/downloads (what this device can install), GET /main/downloads/tern.mobileconfig (iOS). */
export const downloadsPublic = new Hono<AppEnv>()
  .get('/downloads', (c) => ok(c, downloads(c.var.deps.config)))
  .get(`/downloads/${profileFileName}`, (c) => {
    const { config } = c.var.deps
    const origin = profileOrigin(c)
    if (!origin) return fail(c, 'not_found', 404)
    const body = webClipProfile(origin, webClipIcon(config.distDir))
    c.header('Content-Type', profileContentType)
    c.header('Content-Disposition', `attachment; filename="${profileFileName}"`)
    c.header('Cache-Control', 'no-cache')
    // Without TERN_PUBLIC_URL the profile names the loopback host it was asked on.
    if (config.publicUrl === undefined) c.header('Vary', 'Host')
    return c.body(body, 200)
  })
