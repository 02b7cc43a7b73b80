// Conditional, cacheable answers for the public market calls: the body is pre-serialized data wrapped in the
// envelope, the ETag is derived from the market's tick sequence and the parameters (never a body hash).
import type { Context } from 'hono'
import type { ErrorCode } from '../../../contract/api'
import type { AppEnv } from '../../http/types'
import { translate } from '../../i18n'
import type { MessageKey } from '../../i18n/keys'

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
  const lang = c.var.lang
  if (!caching) {
    c.header('Cache-Control', 'private, no-store')
  } else {
    const etag = `W/"${caching.tag}-${lang}"`
    c.header('ETag', etag)
    c.header('Cache-Control', `public, max-age=${caching.maxAge}`)
    c.header('Vary', 'UserLang, UserToken')
    if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304)
  }
  const data = await build()
  c.header('Content-Type', 'application/json; charset=UTF-8')
  return c.body(`{"status":1,"msg":${JSON.stringify(translate(lang, 'ok'))},"data":${data}}`, 200)
}

/** A status-0 envelope with the standard code and a more specific localized message. */
export function failWith(c: Context<AppEnv>, code: ErrorCode, message: MessageKey) {
  return c.json({ status: 0, msg: translate(c.var.lang, message), code, data: null }, 200)
}
