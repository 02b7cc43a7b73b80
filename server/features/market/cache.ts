// Conditional, cacheable answers for the public market calls. The ETag is derived from the market's version (the
// same in every process that accepted the same ticks), the texts' version and the parameters, never a body hash;
// the envelope is serialized once per tag and language and then served as ready bytes (http/ready.ts).
import type { Context } from 'hono'
import type { LanguageCode } from '../../../contract/api'
import { okEnvelopeJson, okSerialized } from '../../http/envelope'
import type { FastLookup } from '../../http/fast-reads'
import { notModified, ReadyCache, readyAnswer, serveReady } from '../../http/ready'
import type { AppEnv } from '../../http/types'

/** Keys (call, parameters and language) kept per market: about 40 KB each at most, three encodings of a kline. */
const MAX_KEYS = 512
const VARY = 'UserLang, UserToken'
const caches = new WeakMap<object, ReadyCache>()

/** The ready answers of one market (a test's app, a server process): tags of two markets may coincide. */
function cacheOf(owner: object): ReadyCache {
  let cache = caches.get(owner)
  if (!cache) {
    cache = new ReadyCache(MAX_KEYS)
    caches.set(owner, cache)
  }
  return cache
}

export interface Caching {
  /** Distinguishes the answer among all others of the call; the language is added here. */
  tag: string
  maxAge: number
}

/**
 * A success envelope around the JSON that `build` returns, with its ETag and Cache-Control; a 304 without building
 * anything when the client already has this version, and the bytes of the first build for every later request.
 * `key` names the answer without its version (the call and its parameters): one version per key is kept.
 */
function tagged(caching: Caching, lang: string) {
  return { etag: `W/"${caching.tag}-${lang}"`, cacheControl: `public, max-age=${caching.maxAge}` }
}

/** The fast path's view of a ready answer (http/fast-reads.ts): its tag, and its bytes once built. */
export function readyLookup(owner: object, key: string, lang: LanguageCode, caching: Caching): FastLookup {
  const { etag, cacheControl } = tagged(caching, lang)
  return { etag, cacheControl, vary: VARY, answer: cacheOf(owner).peek(`${key}-${lang}`, etag) }
}

export async function readyOk(
  c: Context<AppEnv>,
  owner: object,
  key: string,
  caching: Caching,
  build: () => string | Promise<string>,
): Promise<Response> {
  const { etag, cacheControl } = tagged(caching, c.get('lang'))
  const unchanged = notModified(c, etag, cacheControl, VARY)
  if (unchanged) return unchanged
  const answer = await cacheOf(owner).get(`${key}-${c.get('lang')}`, etag, async () =>
    readyAnswer(etag, cacheControl, VARY, okEnvelopeJson(c, await build())),
  )
  return serveReady(c, answer)
}

/** The caller's own answer (it carries the caller's balance): built for this request, never stored. */
export function privateOk(c: Context<AppEnv>, json: string): Response {
  c.header('Cache-Control', 'private, no-store')
  return okSerialized(c, json)
}
