// The fast path for the public reads every client polls (products every second on the market screen, the
// recommended coins on home, a chart's latest candles): when the answer of the request's version and language is
// built already (http/ready.ts), it is written from Node's request handler with the very headers Hono's handler
// would send, without a Request, a Response, the router or the middlewares. Anything else (another method, a body,
// a signed-in caller, an answer not built yet, an unusual path) goes to the app, which builds and caches it; so
// this path can only answer faster, never differently. Routes are the features' (the wiring passes them in).
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import { headers as apiHeaders, type LanguageCode } from '../../contract/api'
import { parseLanguage } from '../i18n'
import { etagMatches } from './encoding'
import { encodingFor, notModifiedHeaders, type ReadyAnswer, readyHeaders } from './ready'

export interface FastRequest {
  /** The path's segments after the route's `prefix` (for `/main/kline/pid/12/t/1m`: `pid/12/t/1m`). */
  rest: string
  /** The query string with its `?`, or ''. */
  search: string
  lang: LanguageCode
  headers: IncomingHttpHeaders
}

/** What a route knows without building anything: the answer's tag and, once built, the answer. */
export interface FastLookup {
  etag: string
  cacheControl: string
  vary: string
  answer: ReadyAnswer | undefined
}

export interface FastRoute {
  /** An exact path (`/main/products`), or a prefix ending in `/` whose rest the route reads. */
  path: string
  /** undefined: the app answers this request (it is not one this path serves, or not ready to be). */
  lookup(request: FastRequest): FastLookup | undefined
}

type Listener = (incoming: IncomingMessage, outgoing: ServerResponse) => unknown

/** The bytes and headers for `request`, or undefined when the app must answer. */
export function fastAnswer(
  routes: readonly FastRoute[],
  method: string | undefined,
  url: string | undefined,
  headers: IncomingHttpHeaders,
): { status: 200 | 304; headers: Readonly<Record<string, string>>; body?: Buffer } | undefined {
  // A body (even on a GET) goes through the app's body limit; a signed-in caller's answer is the app's to make.
  if (method !== 'GET' || url === undefined) return undefined
  if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return undefined
  if (headers[apiHeaders.token.toLowerCase()] !== undefined) return undefined
  const at = url.indexOf('?')
  const path = at < 0 ? url : url.slice(0, at)
  const search = at < 0 ? '' : url.slice(at)
  for (const route of routes) {
    const exact = path === route.path
    if (!exact && !(route.path.endsWith('/') && path.startsWith(route.path))) continue
    const rawLang = headers[apiHeaders.lang.toLowerCase()]
    const lang = parseLanguage(typeof rawLang === 'string' ? rawLang : undefined)
    const rest = exact ? '' : path.slice(route.path.length)
    const found = route.lookup({ rest, search, lang, headers })
    if (!found) return undefined
    const ifNoneMatch = headers['if-none-match']
    if (typeof ifNoneMatch === 'string' && etagMatches(ifNoneMatch, found.etag)) {
      return { status: 304, headers: notModifiedHeaders(found.etag, found.cacheControl, found.vary) }
    }
    const { answer } = found
    if (!answer) return undefined
    const encoding = encodingFor(answer, headers['accept-encoding'])
    const body = encoding === 'identity' ? answer.body : answer.compressed.get(encoding)
    if (!body) return undefined
    return { status: 200, headers: readyHeaders(answer, encoding, body.length), body }
  }
  return undefined
}

/** `fallback` (the app) behind the fast path; a route that throws leaves the request to the app. */
export function withFastReads(routes: readonly FastRoute[], fallback: Listener): Listener {
  if (routes.length === 0) return fallback
  return (incoming, outgoing) => {
    let answer: ReturnType<typeof fastAnswer>
    try {
      answer = fastAnswer(routes, incoming.method, incoming.url, incoming.headers)
    } catch {
      answer = undefined
    }
    if (!answer) return fallback(incoming, outgoing)
    outgoing.writeHead(answer.status, answer.headers)
    outgoing.end(answer.body)
  }
}
