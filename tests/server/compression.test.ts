// Compressed and cacheable answers: the built PWA's files by Accept-Encoding (precompressed siblings first), with
// ETags and their cache lifetimes; JSON answers above the threshold compressed on the fly.
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { JSON_COMPRESS_MIN_BYTES } from '../../server/http/compress'
import { negotiateEncoding } from '../../server/http/encoding'
import { createHarness, type Harness } from '../support/server/harness'

let h: Harness
const script = `export const rows = [${Array.from({ length: 400 }, (_, i) => `"row ${i}"`).join(',')}]\n`
const shell = `<!doctype html><html><head><title>Tern</title></head><body>${'<p>shell</p>'.repeat(200)}</body></html>`
/** A valid brotli sibling that differs from what the server would make itself, to see which one it sends. */
const precompressed = brotliCompressSync(Buffer.from(script), { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } })

beforeEach(async () => {
  h = await createHarness()
  const dist = h.config.distDir
  mkdirSync(join(dist, 'assets'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), shell)
  writeFileSync(join(dist, 'sw.js'), script)
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Tern"}')
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), script)
  writeFileSync(join(dist, 'assets', 'index-abc123.js.br'), precompressed)
  writeFileSync(join(dist, 'assets', 'tiny-abc123.js'), 'console.log(1)')
})
afterEach(() => h.close())

const get = (path: string, headers: Record<string, string> = {}) => h.app.request(path, { headers })
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer())

describe('Accept-Encoding negotiation', () => {
  const both = new Set(['br', 'gzip'] as const)
  it.each([
    [undefined, 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
  ])('%s -> %s', (header, expected) => {
    expect(negotiateEncoding(header, both)).toBe(expected)
  })
})

describe('built files', () => {
  it('sends the precompressed brotli sibling to a client that takes br', async () => {
    const res = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' })
    expect(res.headers.get('Content-Encoding')).toBe('br')
    expect(res.headers.get('Vary')).toBe('Accept-Encoding')
    const body = await bytes(res)
    expect(body.equals(precompressed)).toBe(true)
    expect(brotliDecompressSync(body).toString()).toBe(script)
    expect(Number(res.headers.get('Content-Length'))).toBe(precompressed.length)
  })

  it('compresses with gzip when there is no sibling, and sends the identity to a client that takes neither', async () => {
    const gz = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' })
    expect(gz.headers.get('Content-Encoding')).toBe('gzip')
    const zipped = await bytes(gz)
    expect(zipped.length).toBeLessThan(script.length / 3)
    expect(gunzipSync(zipped).toString()).toBe(script)
    const plain = await get('/assets/index-abc123.js')
    expect(plain.headers.get('Content-Encoding')).toBeNull()
    expect(plain.headers.get('Vary')).toBe('Accept-Encoding')
    expect(await plain.text()).toBe(script)
  })

  it('ignores a sibling older than its file (a file replaced without its siblings)', async () => {
    const file = join(h.config.distDir, 'assets', 'index-abc123.js')
    const changed = `${script}// a new version\n`
    writeFileSync(file, changed)
    const old = new Date(Date.now() - 60_000)
    utimesSync(`${file}.br`, old, old)
    const res = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'br' })
    expect(brotliDecompressSync(await bytes(res)).toString()).toBe(changed)
  })

  it('sends a file below 1 KB as it is', async () => {
    const res = await get('/assets/tiny-abc123.js', { 'Accept-Encoding': 'br, gzip' })
    expect(res.headers.get('Content-Encoding')).toBeNull()
    expect(await res.text()).toBe('console.log(1)')
  })

  it('gives each encoding its own ETag and answers a matching If-None-Match with 304', async () => {
    const br = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'br' })
    const gz = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'gzip' })
    const plain = await get('/assets/index-abc123.js')
    const tags = [br, gz, plain].map((res) => res.headers.get('ETag'))
    expect(new Set(tags).size).toBe(3)
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/)
    const again = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'br', 'If-None-Match': tags[0] ?? '' })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    const stale = await get('/assets/index-abc123.js', { 'Accept-Encoding': 'br', 'If-None-Match': '"other"' })
    expect(stale.status).toBe(200)
  })

  it('caches hashed assets for a year and revalidates index.html, the app routes, the service worker and the manifest', async () => {
    expect((await get('/assets/index-abc123.js')).headers.get('Cache-Control')).toBe(
      'public, max-age=31536000, immutable',
    )
    for (const path of ['/', '/index.html', '/market', '/sw.js', '/manifest.webmanifest']) {
      const res = await get(path, { 'Accept-Encoding': 'br' })
      expect(res.status, path).toBe(200)
      expect(res.headers.get('Cache-Control'), path).toBe('no-cache')
      expect(res.headers.get('ETag'), path).toMatch(/^"/)
      const etag = res.headers.get('ETag') ?? ''
      expect((await get(path, { 'Accept-Encoding': 'br', 'If-None-Match': etag })).status, path).toBe(304)
    }
    const html = await get('/market', { 'Accept-Encoding': 'br' })
    expect(html.headers.get('Content-Encoding')).toBe('br')
    expect(brotliDecompressSync(await bytes(html)).toString()).toBe(shell)
  })

  it('never serves a file outside the build', async () => {
    const res = await get('/%2e%2e/package.json')
    expect(res.status).toBe(404)
  })
})

describe('JSON answers', () => {
  it(`are compressed above ${JSON_COMPRESS_MIN_BYTES} bytes, with a weak ETag that still revalidates`, async () => {
    const plain = await get('/main/products')
    const text = await plain.text()
    expect(text.length).toBeGreaterThan(JSON_COMPRESS_MIN_BYTES)
    const br = await get('/main/products', { 'Accept-Encoding': 'gzip, br' })
    expect(br.headers.get('Content-Encoding')).toBe('br')
    expect(br.headers.get('Vary')).toContain('Accept-Encoding')
    const body = await bytes(br)
    expect(Number(br.headers.get('Content-Length'))).toBe(body.length)
    expect(body.length).toBeLessThan(text.length / 2)
    expect(brotliDecompressSync(body).toString()).toBe(text)
    const gz = await get('/main/products', { 'Accept-Encoding': 'gzip' })
    expect(gunzipSync(await bytes(gz)).toString()).toBe(text)
    const etag = br.headers.get('ETag') ?? ''
    expect(etag).toMatch(/^W\//)
    const again = await get('/main/products', { 'Accept-Encoding': 'br', 'If-None-Match': etag })
    expect(again.status).toBe(304)
    // The second answer of one version comes from memory and is the same bytes.
    const cached = await get('/main/products', { 'Accept-Encoding': 'gzip, br' })
    expect((await bytes(cached)).equals(body)).toBe(true)
  })

  it('are sent as they are below the threshold or when the client takes no compression', async () => {
    const small = await get('/main/unknown', { 'Accept-Encoding': 'br, gzip' })
    expect(small.headers.get('Content-Encoding')).toBeNull()
    expect(small.headers.get('Vary')).toContain('Accept-Encoding')
    expect(JSON.parse(await small.text())).toMatchObject({ status: 0, code: 'not_found' })
    const refused = await get('/main/products', { 'Accept-Encoding': 'br;q=0, gzip;q=0' })
    expect(refused.headers.get('Content-Encoding')).toBeNull()
    expect(JSON.parse(await refused.text())).toMatchObject({ status: 1 })
  })
})
