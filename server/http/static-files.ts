// The built PWA's files, answered from memory: each file is read once (again when it changes on disk) with its
// brotli and gzip forms, taken from the build's precompressed siblings (<file>.br, <file>.gz) or, when those are
// missing, compressed here once. Each form has its own strong ETag, so a conditional request gets a 304.
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { getMimeType } from 'hono/utils/mime'
import { type Encoding, etagMatches, negotiateEncoding } from './encoding'

/** Smaller files are sent as they are: compression would save less than a packet. */
export const MIN_COMPRESS_BYTES = 1024
const compressible = /^(text\/|application\/(javascript|json|manifest\+json|xml)|image\/svg\+xml)/

interface StaticFile {
  mtimeMs: number
  size: number
  type: string
  hash: string
  bodies: Partial<Record<Encoding, Buffer>>
}

const files = new Map<string, StaticFile>()

/** The precompressed sibling when it is at least as new as the file (not left over from an older one), else `make()`. */
function variant(path: string, mtimeMs: number, suffix: string, make: () => Buffer): Buffer {
  const sibling = `${path}${suffix}`
  return existsSync(sibling) && statSync(sibling).mtimeMs >= mtimeMs ? readFileSync(sibling) : make()
}

function load(path: string, mtimeMs: number, size: number): StaticFile {
  const identity = readFileSync(path)
  const type = getMimeType(path) ?? 'application/octet-stream'
  const file: StaticFile = {
    mtimeMs,
    size,
    type,
    hash: createHash('sha1').update(identity).digest('base64url').slice(0, 22),
    bodies: { identity },
  }
  if (compressible.test(type) && identity.length >= MIN_COMPRESS_BYTES) {
    file.bodies.br = variant(path, mtimeMs, '.br', () =>
      brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    )
    file.bodies.gzip = variant(path, mtimeMs, '.gz', () => gzipSync(identity, { level: 9 }))
  }
  return file
}

/** The file at `path` (a regular file), or null. */
function fileAt(path: string): StaticFile | null {
  let stat: ReturnType<typeof statSync> | undefined
  try {
    stat = statSync(path)
  } catch {
    return null
  }
  if (!stat.isFile()) return null
  const cached = files.get(path)
  if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached
  const file = load(path, stat.mtimeMs, stat.size)
  files.set(path, file)
  return file
}

export interface StaticRequest {
  method: string
  acceptEncoding: string | undefined
  ifNoneMatch: string | undefined
}

/** The answer for the file at `path` with `cacheControl`, or null when there is no such file. */
export function staticResponse(path: string, request: StaticRequest, cacheControl: string): Response | null {
  const file = fileAt(path)
  if (!file) return null
  const available = new Set(Object.keys(file.bodies) as Encoding[])
  const encoding = negotiateEncoding(request.acceptEncoding, available)
  const body = file.bodies[encoding] ?? file.bodies.identity
  const etag = `"${file.hash}${encoding === 'identity' ? '' : `-${encoding}`}"`
  const headers = new Headers({ ETag: etag, 'Cache-Control': cacheControl, 'Content-Type': file.type })
  if (available.size > 1) headers.set('Vary', 'Accept-Encoding')
  if (etagMatches(request.ifNoneMatch, etag)) return new Response(null, { status: 304, headers })
  if (encoding !== 'identity') headers.set('Content-Encoding', encoding)
  headers.set('Content-Length', String(body?.length ?? 0))
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers })
}
