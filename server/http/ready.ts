// Answers built once and served from memory as ready bytes: the envelope serialized once per version (and language),
// compressed once per encoding the clients ask for, with its ETag. Every poller of one version shares one buffer;
// a 304 needs only the tag. The cache keeps one version per key (the newest built) and at most `maxKeys` keys,
// least recently used first out, so memory is bounded whatever the callers ask for. A ready answer carries every
// header it needs (its caching headers and the data set of security.ts) as a plain object, and the middlewares
// leave it alone (`ready`): @hono/node-server then writes it without building a Headers object at all.
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Context } from 'hono'
import { type Encoding, etagMatches, negotiateEncoding } from './encoding'
import { resourceHeaders } from './security'
import type { AppEnv } from './types'

/** Below this an answer goes out as it is (compression would save less than its headers). */
export const READY_COMPRESS_MIN_BYTES = 1024
const both: ReadonlySet<Encoding> = new Set(['br', 'gzip'])
const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export interface ReadyAnswer {
  /** Weak tag (`W/"..."`): the compressed and the identity bytes carry the same one. */
  etag: string
  cacheControl: string
  /** The request headers the answer depends on (besides Accept-Encoding, always added). */
  vary: string
  body: Buffer
  encoded: Map<'br' | 'gzip', Promise<Buffer>>
  /** The encodings compressed already: what the fast path (fast-reads.ts) can write without waiting. */
  compressed: Map<'br' | 'gzip', Buffer>
  /** The headers of each encoding, made once (readyHeaders). */
  headers: Map<Encoding, Readonly<Record<string, string>>>
}

export function readyAnswer(etag: string, cacheControl: string, vary: string, json: string): ReadyAnswer {
  return {
    etag,
    cacheControl,
    vary: withAcceptEncoding(vary),
    body: Buffer.from(json),
    encoded: new Map(),
    compressed: new Map(),
    headers: new Map(),
  }
}

/** `vary` and Accept-Encoding (the bytes differ by it), once. */
function withAcceptEncoding(vary: string): string {
  const names = vary.split(',').map((v) => v.trim().toLowerCase())
  if (vary === '') return 'Accept-Encoding'
  return names.includes('accept-encoding') || names.includes('*') ? vary : `${vary}, Accept-Encoding`
}

/** Brotli at quality 5: most of quality 11's gain at a small part of its cost, paid once per version. */
function compress(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 6 })
}

function encodedBody(answer: ReadyAnswer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  let body = answer.encoded.get(encoding)
  if (!body) {
    body = compress(answer.body, encoding)
    answer.encoded.set(encoding, body)
    body.then(
      (bytes) => answer.compressed.set(encoding, bytes),
      () => answer.encoded.delete(encoding),
    )
  }
  return body
}

/** Accept-Encoding values seen (clients send a handful), each negotiated once; cleared when there are too many. */
const negotiated = new Map<string, Encoding>()
const NEGOTIATED_MAX = 64

/** The encoding this answer goes out in for a client sending `acceptEncoding` (the identity for small answers). */
export function encodingFor(answer: ReadyAnswer, acceptEncoding: string | undefined): Encoding {
  if (answer.body.length < READY_COMPRESS_MIN_BYTES || acceptEncoding === undefined) return 'identity'
  let encoding = negotiated.get(acceptEncoding)
  if (encoding === undefined) {
    encoding = negotiateEncoding(acceptEncoding, both)
    if (negotiated.size >= NEGOTIATED_MAX) negotiated.clear()
    negotiated.set(acceptEncoding, encoding)
  }
  return encoding
}

/**
 * A ready answer's headers in `encoding`: the data set of security.ts, its caching headers and its body's. Made once
 * per answer and encoding and shared: a caller that changes them must copy them.
 */
export function readyHeaders(
  answer: ReadyAnswer,
  encoding: Encoding,
  length: number,
): Readonly<Record<string, string>> {
  let headers = answer.headers.get(encoding)
  if (!headers) {
    const made: Record<string, string> = {
      ...resourceHeaders,
      ETag: answer.etag,
      'Cache-Control': answer.cacheControl,
      Vary: answer.vary,
      'Content-Type': 'application/json; charset=UTF-8',
      'Content-Length': String(length),
    }
    if (encoding !== 'identity') made['Content-Encoding'] = encoding
    headers = made
    answer.headers.set(encoding, headers)
  }
  return headers
}

/** A 304's headers: the data set, the tag and the caching headers the full answer would carry. */
export function notModifiedHeaders(etag: string, cacheControl: string, vary: string): Record<string, string> {
  return { ...resourceHeaders, ETag: etag, 'Cache-Control': cacheControl, Vary: withAcceptEncoding(vary) }
}

/** Values kept by key, one version per key, at most `maxKeys` keys (least recently used first out). */
export class ReadyCache<T = ReadyAnswer> {
  private readonly entries = new Map<string, { version: string; value: Promise<T>; built?: T }>()

  constructor(private readonly maxKeys: number) {}

  get size(): number {
    return this.entries.size
  }

  /**
   * The value of `key` at `version`: the one in memory when it is of that version, else `build()`'s, which
   * replaces it (concurrent requests for a version not yet built share one build; a failed build is forgotten).
   */
  get(key: string, version: string, build: () => T | Promise<T>): Promise<T> {
    const known = this.entries.get(key)
    this.entries.delete(key)
    if (known?.version === version) {
      this.entries.set(key, known)
      return known.value
    }
    const entry: { version: string; value: Promise<T>; built?: T } = { version, value: Promise.resolve().then(build) }
    this.entries.set(key, entry)
    entry.value.then(
      (built) => {
        entry.built = built
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key)
      },
    )
    while (this.entries.size > this.maxKeys) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.entries.delete(oldest)
    }
    return entry.value
  }

  /** The value of `key` at `version` when it is built already; nothing is built or evicted. */
  peek(key: string, version: string): T | undefined {
    const known = this.entries.get(key)
    return known?.version === version ? known.built : undefined
  }
}

/** 304 when If-None-Match names the tag; the caller has not built anything yet. */
export function notModified(c: Context<AppEnv>, etag: string, cacheControl: string, vary: string): Response | null {
  if (!etagMatches(c.req.header('If-None-Match'), etag)) return null
  c.set('ready', true)
  return new Response(null, { status: 304, headers: notModifiedHeaders(etag, cacheControl, vary) })
}

/** The answer's bytes in the best encoding the client takes (the identity for small answers). */
export async function serveReady(c: Context<AppEnv>, answer: ReadyAnswer): Promise<Response> {
  const encoding = encodingFor(answer, c.req.header('Accept-Encoding'))
  const body = encoding === 'identity' ? answer.body : await encodedBody(answer, encoding)
  const headers = { ...readyHeaders(answer, encoding, body.length) }
  // Set last: an answer that failed on its way is an error envelope, which the middlewares complete as any other.
  c.set('ready', true)
  return new Response(body, { status: 200, headers })
}
