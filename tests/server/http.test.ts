import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Envelope, LoginResult, UserInfo } from '../../contract/api'
import { securityHeaders } from '../../server/http/security'
import { createHarness, type Harness } from '../support/server/harness'
import { listen } from '../support/server/listen'
import { call, dataOf, register } from '../support/server/request'
import { createSignedInUser } from '../support/server/wallet'

let h: Harness
const shell = '<!doctype html><html><head><title>Tern</title></head><body><div id="root"></div></body></html>'

beforeEach(async () => {
  h = await createHarness()
  const dist = h.config.distDir
  mkdirSync(join(dist, 'assets'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), shell)
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})')
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
})
afterEach(() => h.close())

describe('security headers', () => {
  const securityNames = [...Object.keys(securityHeaders)].sort()
  const present = (res: Response) => securityNames.filter((name) => res.headers.has(name))

  it.each(['/login', '/'])('are the full document set on %s', async (path) => {
    const res = await h.app.request(path)
    for (const [name, value] of Object.entries(securityHeaders)) expect(res.headers.get(name), name).toBe(value)
    expect(res.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'")
  })

  it('are a sandboxing CSP, nosniff, CORP and COOP on an SVG image (opened directly, a document without scripts)', async () => {
    const res = await h.app.request('/media/banners/trade-markets.svg')
    expect(res.status).toBe(200)
    expect(present(res).sort()).toEqual([
      'Content-Security-Policy',
      'Cross-Origin-Opener-Policy',
      'Cross-Origin-Resource-Policy',
      'X-Content-Type-Options',
    ])
    expect(res.headers.get('Content-Security-Policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox",
    )
  })

  it.each([
    '/main/banners',
    '/main/products',
    '/main/kline/pid/1/t/1m',
    '/api/userinfo',
    '/assets/index-abc123.js',
    '/api/unknown',
    '/main/unknown',
  ])('are nosniff and CORP only on %s (data, not a document)', async (path) => {
    const { token } = await createSignedInUser(h)
    const res = await h.app.request(path, { headers: { UserToken: token } })
    expect(res.status).toBeLessThan(500)
    expect(present(res)).toEqual(['Cross-Origin-Resource-Policy', 'X-Content-Type-Options'])
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin')
  })

  it('are the data set on a 304 of a JSON answer and the document set on a 304 of the shell', async () => {
    const first = await h.app.request('/main/products')
    const again = await h.app.request('/main/products', {
      headers: { 'If-None-Match': first.headers.get('ETag') ?? '' },
    })
    expect(again.status).toBe(304)
    expect(present(again)).toEqual(['Cross-Origin-Resource-Policy', 'X-Content-Type-Options'])
    const shell = await h.app.request('/login')
    const shell304 = await h.app.request('/login', { headers: { 'If-None-Match': shell.headers.get('ETag') ?? '' } })
    expect(shell304.status).toBe(304)
    expect(present(shell304)).toEqual(securityNames)
  })
})

describe('server paths never get the app shell', () => {
  it.each(['/api/unknown', '/main/unknown', '/uploads/x.jpg', '/media/nothing'])(
    'answers %s with a JSON not_found',
    async (path) => {
      const { token } = await createSignedInUser(h)
      const res = await call(h.app, path, { token })
      expect(res.status).toBe(404)
      expect(res.headers.get('Content-Type')).toMatch(/^application\/json/)
      expect(res.envelope).toMatchObject({ status: 0, code: 'not_found', data: null })
    },
  )

  it('answers /admin/unknown without an operator with a JSON unauthorized', async () => {
    const { token } = await createSignedInUser(h)
    const res = await call(h.app, '/admin/unknown', { token })
    expect(res.status).toBe(401)
    expect(res.headers.get('Content-Type')).toMatch(/^application\/json/)
    expect(res.envelope).toMatchObject({ status: 0, code: 'unauthorized', data: null })
  })

  it('answers a wrong method on a known path with JSON, not HTML', async () => {
    const res = await call(h.app, '/main/login')
    expect(res.envelope).toMatchObject({ status: 0, code: 'not_found' })
  })
})

describe('the PWA', () => {
  it('serves index.html for history-mode routes, revalidated', async () => {
    for (const path of ['/', '/login', '/trade/BTC']) {
      const res = await h.app.request(path)
      expect(res.status, path).toBe(200)
      expect(await res.text()).toBe(shell)
      expect(res.headers.get('Cache-Control')).toBe('no-cache')
    }
  })

  it('caches hashed assets for a year and revalidates the service worker', async () => {
    const asset = await h.app.request('/assets/index-abc123.js')
    expect(asset.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    const sw = await h.app.request('/sw.js')
    expect(sw.headers.get('Cache-Control')).toBe('no-cache')
    expect(sw.headers.get('Content-Type')).toMatch(/javascript/)
  })

  it('answers a missing file with 404 rather than the shell', async () => {
    const res = await h.app.request('/assets/missing.js')
    expect(res.status).toBe(404)
  })

  it('explains how to build when there is no dist', async () => {
    const bare = await createHarness()
    try {
      const res = await bare.app.request('/login')
      expect(res.status).toBe(503)
      expect(await res.text()).toContain('npm run build')
    } finally {
      await bare.close()
    }
  })
})

describe('over real HTTP', () => {
  it('logs in and reads userinfo through a listening socket', async () => {
    await register(h.app, 'hank@example.com', 'hank-pw')
    const server = await listen(h.app)
    try {
      const login = await fetch(`${server.url}/main/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', UserLang: 'ko' },
        body: JSON.stringify({ name: 'hank@example.com', pwd: 'hank-pw' }),
      })
      const result = (await login.json()) as Envelope<LoginResult>
      expect(result).toMatchObject({ status: 1, msg: '로그인되었습니다' })
      const info = await fetch(`${server.url}/api/userinfo`, {
        headers: { UserToken: dataOf({ status: 200, envelope: result, headers: login.headers }).token },
      })
      expect(((await info.json()) as Envelope<UserInfo>).data?.money).toBe('10000.00')
      const anonymous = await fetch(`${server.url}/api/userinfo`)
      expect(anonymous.status).toBe(204)
      expect(await anonymous.text()).toBe('')
    } finally {
      await server.close()
    }
  })
})

describe('unexpected failures', () => {
  it('become a localized status-0 internal envelope, never a 5xx or a stack trace', async () => {
    const broken = await createHarness()
    await broken.db.destroy()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const res = await call(broken.app, '/main/banners', { lang: 'es' })
    expect(logged).toHaveBeenCalledOnce()
    logged.mockRestore()
    expect(res.status).toBe(200)
    expect(res.envelope).toEqual({
      status: 0,
      code: 'internal',
      msg: 'Algo salió mal por nuestra parte. Inténtalo de nuevo.',
      data: null,
    })
    await broken.close().catch(() => undefined)
  })
})
