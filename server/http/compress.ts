// JSON answers above JSON_COMPRESS_MIN_BYTES go out in brotli or gzip when the client takes them. An answer with an
// ETag (the market's polled calls) is compressed once per version and encoding and then served from memory, so a
// thousand pollers of one tick cost one compression, not a thousand.
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Context } from 'hono'
import { addVary, type Encoding, negotiateEncoding } from './encoding'
import type { AppEnv } from './types'

export const JSON_COMPRESS_MIN_BYTES = 1024
/** Versions kept; the oldest goes first (a tick a second makes old versions useless fast). */
const CACHE_ENTRIES = 256
const both: ReadonlySet<Encoding> = new Set(['br', 'gzip'])

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const cache = new Map<string, Buffer>()

/** Brotli at quality 5: most of quality 11's gain at a small part of its cost, for answers made per request. */
function compress(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipAsync(body, { level: 6 })
}

function remember(key: string, body: Buffer): void {
  if (cache.size >= CACHE_ENTRIES) {
    const oldest = cache.keys().next().value
    if (oldest !== undefined) cache.delete(oldest)
  }
  cache.set(key, body)
}

/** After the handler (http/finish.ts): a JSON answer in the encoding the client takes. */
export async function compressJson(c: Context<AppEnv>): Promise<void> {
  const res = c.res
  // Nothing here reads the body before it must: reading it turns the server's light response into a stream.
  if (c.get('ready') || res.headers.has('Content-Encoding')) return
  if (!res.headers.get('Content-Type')?.startsWith('application/json')) return
  addVary(res.headers, 'Accept-Encoding')
  const encoding = negotiateEncoding(c.req.header('Accept-Encoding'), both)
  if (encoding === 'identity') return
  const etag = res.headers.get('ETag')
  const key = etag ? `${c.req.method} ${c.req.url} ${etag} ${encoding}` : null
  let body = key ? cache.get(key) : undefined
  if (!body) {
    const known = c.get('json')
    if (known?.res === res) {
      if (Buffer.byteLength(known.text) < JSON_COMPRESS_MIN_BYTES) return
    } else if (!res.body) return
    const raw = known?.res === res ? Buffer.from(known.text) : Buffer.from(await res.arrayBuffer())
    if (raw.length < JSON_COMPRESS_MIN_BYTES) {
      c.res = undefined
      c.res = new Response(raw, res)
      return
    }
    body = await compress(raw, encoding)
    if (key) remember(key, body)
  }
  const headers = new Headers(res.headers)
  headers.set('Content-Encoding', encoding)
  headers.set('Content-Length', String(body.length))
  // The compressed bytes differ from the identity's: a strong tag becomes weak (as nginx does).
  if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`)
  res.headers.delete('Content-Length')
  c.res = undefined
  c.res = new Response(body, { status: res.status, headers })
}
