// The one writer of the API envelope (ARCHITECTURE.md section 3): every success and every failure, with its msg
// localized from the UserLang header, goes out through here.
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Envelope, ErrorCode } from '../../contract/api'
import { AppError } from '../errors'
import { translate } from '../i18n'
import type { MessageKey, SuccessKey } from '../i18n/keys'
import { PRIVATE } from './cache-policy'
import { JSON_COMPRESS_MIN_BYTES } from './compress'
import { resourceHeaders } from './security'
import type { AppEnv } from './types'

function message(c: Context<AppEnv>, key: MessageKey, params: Readonly<Record<string, string>> = {}): string {
  // The language is unset only when a request fails before the language middleware has run.
  let msg = translate(c.get('lang') ?? 'en', key)
  for (const [name, value] of Object.entries(params)) msg = msg.replaceAll(`{${name}}`, value)
  return msg
}

/**
 * A caller's own small answer (an `/api` or `/admin` call, below the compression threshold) with every header the
 * middlewares would give it: its type, `private, no-store` (cache-policy.ts), `Vary: Accept-Encoding` (compress.ts)
 * and the data set (security.ts). Made as a plain object, it spares the server building a Headers object per answer.
 */
const callersOwnSmallJson: Readonly<Record<string, string>> = Object.freeze({
  ...resourceHeaders,
  'Cache-Control': PRIVATE,
  'Content-Type': 'application/json',
  Vary: 'Accept-Encoding',
})
const isCallersOwnCall = (path: string) => path.startsWith('/api/') || path.startsWith('/admin/')

export function ok<T>(c: Context<AppEnv>, data: T, key: SuccessKey = 'ok') {
  const body: Envelope<T> = { status: 1, msg: message(c, key), data }
  const text = JSON.stringify(body)
  // Headers a handler set with c.header() before this would be lost: none of these paths' handlers does (one that
  // needs a header of its own sets it on the answer returned here).
  if (isCallersOwnCall(c.req.path) && Buffer.byteLength(text) < JSON_COMPRESS_MIN_BYTES) {
    c.set('ready', true)
    return new Response(text, { status: 200, headers: callersOwnSmallJson })
  }
  const res = c.body(text, 200, { 'Content-Type': 'application/json' })
  // The text beside the answer: the compression middleware reads it instead of the response's body, whose reading
  // turns the server's light response into a stream (a tenth of a small answer's cost: /api/userinfo's profile).
  c.set('json', { res, text })
  return res
}

/** The success envelope around data that is already serialized, as text (the answers kept as ready bytes). */
export function okEnvelopeJson(c: Context<AppEnv>, json: string): string {
  return `{"status":1,"msg":${JSON.stringify(message(c, 'ok'))},"data":${json}}`
}

/** A success envelope around data that is already serialized (the market's per-tick answers). */
export function okSerialized(c: Context<AppEnv>, json: string) {
  c.header('Content-Type', 'application/json; charset=UTF-8')
  return c.body(okEnvelopeJson(c, json), 200)
}

/** A status-0 envelope: the code, and the error's specific message when it carries one. */
export function fail(c: Context<AppEnv>, problem: ErrorCode | AppError, httpStatus: ContentfulStatusCode = 200) {
  const error = typeof problem === 'string' ? new AppError(problem) : problem
  const body: Envelope<null> = { status: 0, msg: message(c, error.key, error.params), code: error.code, data: null }
  return c.json(body, httpStatus)
}
