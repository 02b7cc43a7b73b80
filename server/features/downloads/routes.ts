import type { Context } from 'hono'
import { Hono } from 'hono'
import { ok } from '../../http/envelope'
import type { AppEnv } from '../../http/types'
import { downloads, type Origin, profileContentType, profileFileName, webClipIcon, webClipProfile } from './service'

/**
 * This deployment's address: TERN_PUBLIC_URL when set, else the request's Host header and protocol
 * (X-Forwarded-Proto is only believed behind a trusted proxy, TERN_TRUST_PROXY=1).
 */
function requestOrigin(c: Context<AppEnv>): Origin {
  const { publicUrl, trustProxy } = c.var.deps.config
  if (publicUrl !== undefined) return { url: publicUrl, host: new URL(publicUrl).host }
  const requested = new URL(c.req.url)
  const host = c.req.header('Host')?.trim() || requested.host
  let protocol = requested.protocol.replace(/:$/, '')
  if (trustProxy) {
    const forwarded = c.req.header('X-Forwarded-Proto')?.split(',')[0]?.trim().toLowerCase()
    if (forwarded === 'http' || forwarded === 'https') protocol = forwarded
  }
  return { url: `${protocol}://${host}`, host }
}

/** Public: GET /main/downloads (what this device can install), GET /main/downloads/tern.mobileconfig (iOS). */
export const downloadsPublic = new Hono<AppEnv>()
  .get('/downloads', (c) => ok(c, downloads(c.var.deps.config)))
  .get(`/downloads/${profileFileName}`, (c) => {
    const { config } = c.var.deps
    const body = webClipProfile(requestOrigin(c), webClipIcon(config.distDir))
    c.header('Content-Type', profileContentType)
    c.header('Content-Disposition', `attachment; filename="${profileFileName}"`)
    c.header('Cache-Control', 'no-cache')
    // Without TERN_PUBLIC_URL the profile names the host (and, behind a proxy, the protocol) it was asked on.
    if (config.publicUrl === undefined) c.header('Vary', config.trustProxy ? 'Host, X-Forwarded-Proto' : 'Host')
    return c.body(body, 200)
  })
