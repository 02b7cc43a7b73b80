// The fast path for built public reads (server/http/fast-reads.ts), through a real HTTP server: once the app has
// built an answer, the same request gets the same status, headers and bytes without reaching the app; whatever the
// fast path does not serve (a signed-in caller, a body, a version not built yet, a bad path) reaches the app.
import type { Server } from 'node:http'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Hono } from 'hono'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { fastReads } from '../../../server/app'
import { serveApp } from '../../../server/http/serve'
import type { AppEnv } from '../../../server/http/types'
import { createHarness, type Harness } from '../../support/server/harness'

let h: Harness
let server: Server
let port = 0
/** Requests that reached the app (Hono), not the fast path. */
let reachedApp: string[] = []

beforeEach(async () => {
  h = await createHarness({ historyCandles: 40 })
  reachedApp = []
  const counted = {
    fetch: (req: Request, ...rest: unknown[]) => {
      reachedApp.push(new URL(req.url).pathname)
      return (h.app.fetch as (...args: unknown[]) => Response | Promise<Response>)(req, ...rest)
    },
  } as unknown as Hono<AppEnv>
  const deps = { db: h.db, config: h.config, clock: h.clock, market: h.market }
  await new Promise<void>((resolve) => {
    server = serveApp(
      counted,
      { port: 0, hostname: '127.0.0.1', maxConnectionsPerAddress: 0 },
      (info: AddressInfo) => {
        port = info.port
        resolve()
      },
      fastReads(deps),
    )
  })
})
afterEach(async () => {
  await new Promise((resolve) => server.close(resolve))
  await h.close()
})

interface Answer {
  status: number
  headers: Record<string, string>
  body: Buffer
}

function get(path: string, headers: Record<string, string> = {}, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = res.headers
        resolve({ status: res.statusCode ?? 0, headers: rest as Record<string, string>, body: Buffer.concat(chunks) })
      })
    })
    req.on('error', reject)
    req.end(body)
  })
}

const reads = [
  '/main/products',
  '/main/recommand_coin',
  '/main/product_list',
  '/main/kline/pid/12/t/1m?limit=30',
  '/main/kline/pid/12/t/1m/depth/2',
]

describe('the fast path for built public reads', () => {
  it('answers with the app’s status, headers and bytes, in every encoding and language, without the app', async () => {
    for (const path of reads) {
      for (const encoding of ['', 'br', 'gzip']) {
        for (const lang of ['en', 'th']) {
          const headers = { UserLang: lang, ...(encoding ? { 'Accept-Encoding': encoding } : {}) }
          reachedApp = []
          const built = await get(path, headers)
          // A compressed answer is compressed after its first request: the app answers until it is.
          reachedApp = []
          let fast = await get(path, headers)
          for (let i = 0; i < 20 && reachedApp.length > 0; i += 1) {
            reachedApp = []
            fast = await get(path, headers)
          }
          expect(reachedApp, `${path} ${encoding} ${lang}`).toEqual([])
          expect(built.status).toBe(200)
          expect(fast.status).toBe(200)
          expect(fast.headers, `${path} ${encoding} ${lang}`).toEqual(built.headers)
          expect(fast.body.equals(built.body), `${path} ${encoding} ${lang}`).toBe(true)
          // The smaller answers (the depth) go out as they are; the products are compressed.
          if (encoding && path === '/main/products') expect(fast.headers['content-encoding']).toBe(encoding)
        }
      }
    }
  })

  it('answers 304 from the tag as the app does, and leaves a new version to the app', async () => {
    const first = await get('/main/products')
    const etag = first.headers.etag ?? ''
    reachedApp = []
    const unchanged = await get('/main/products', { 'If-None-Match': etag })
    expect(reachedApp).toEqual([])
    expect(unchanged.status).toBe(304)
    expect(unchanged.body.length).toBe(0)
    expect(unchanged.headers).toMatchObject({
      etag,
      'cache-control': 'public, max-age=1',
      vary: 'UserLang, UserToken, Accept-Encoding',
      'x-content-type-options': 'nosniff',
      'cross-origin-resource-policy': 'same-origin',
    })

    h.feed.emit([{ productId: 12, t: h.clock().getTime() + 1000, price: 6_712_345, volume: 1 }])
    const moved = await get('/main/products', { 'If-None-Match': etag })
    expect(moved.status).toBe(200)
    expect(reachedApp).toEqual(['/main/products'])
    expect(moved.headers.etag).not.toBe(etag)
    expect(moved.body.toString()).toContain('"price":"67123.45"')
  })

  it('leaves to the app a signed-in caller, a request with a body, a page of history and a bad path', async () => {
    const paths = ['/main/kline/pid/12/t/1m?limit=30', '/main/kline/pid/99999/t/1m', '/main/kline/pid/12/t/7x']
    for (const path of paths) await get(path)
    reachedApp = []
    const signedIn = await get('/main/kline/pid/12/t/1m?limit=30', { UserToken: 'not-a-session' })
    expect(signedIn.status).toBe(200)
    await get('/main/products', { 'Content-Type': 'application/json' }, '{}')
    await get('/main/kline/pid/12/t/1m?limit=30&before=1')
    const unknown = await get('/main/kline/pid/99999/t/1m')
    const badInterval = await get('/main/kline/pid/12/t/7x')
    expect(reachedApp).toEqual([
      '/main/kline/pid/12/t/1m',
      '/main/products',
      '/main/kline/pid/12/t/1m',
      '/main/kline/pid/99999/t/1m',
      '/main/kline/pid/12/t/7x',
    ])
    expect(JSON.parse(unknown.body.toString())).toMatchObject({ status: 0, code: 'not_found' })
    expect(JSON.parse(badInterval.body.toString())).toMatchObject({ status: 0 })
  })
})
