// Conditional, cacheable answers for the public market calls: the body is pre-serialized data wrapped in the
// envelope, the ETag is derived from the market's tick sequence and the parameters (never a body hash).
import type { Context } from 'hono'
import { okSerialized } from '../../http/envelope'
import type { AppEnv } from '../../http/types'

/** True when If-None-Match lists this (weak) tag or "*". */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t.replace(/^W\//, '') === bare
  })
}

export interface Caching {
  /** Distinguishes the answer among all others of the call; the language is added here. */
  tag: string
  maxAge: number
}

/**
 * A success envelope around the JSON that `build` returns, with ETag and Cache-Control (or private, no-store
 * when `caching` is null); 304 without building anything when the client already has this version.
 */
export async function cachedOk(
  c: Context<AppEnv>,
  caching: Caching | null,
  build: () => string | Promise<string>,
): Promise<Response> {
  if (!caching) {
    c.header('Cache-Control', 'private, no-store')
  } else {
    const etag = `W/"${caching.tag}-${c.var.lang}"`
    c.header('ETag', etag)
    c.header('Cache-Control', `public, max-age=${caching.maxAge}`)
    c.header('Vary', 'UserLang, UserToken')
    if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304)
  }
  return okSerialized(c, await build())
}
