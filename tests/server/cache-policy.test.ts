import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { securityHeaders } from '../../server/http/security'
import { createHarness, type Harness } from '../support/server/harness'
import { call } from '../support/server/request'
import { createSignedInUser } from '../support/server/wallet'

const ADMIN = 'cache-policy-admin-token'
let h: Harness
beforeEach(async () => {
  h = await createHarness({ TERN_ADMIN_TOKEN: ADMIN })
})
afterEach(() => h.close())

/** Signed-in calls; the POST ones are sent an empty object. */
const signedInCalls = [
  ['/api/userinfo', 'GET'],
  ['/api/asset', 'POST'],
  ['/api/user_balance', 'POST'],
  ['/api/withdraw_info', 'GET'],
  ['/api/withdraw_history', 'GET'],
  ['/api/recharge_config', 'GET'],
  ['/api/recharge_history', 'GET'],
  ['/api/bank', 'GET'],
  ['/api/micro_orders', 'GET'],
  ['/api/coin_orders', 'GET'],
  ['/api/focus', 'GET'],
  ['/api/no_such_call', 'GET'],
] as const

describe('answers that depend on the caller are private, no-store', () => {
  it.each(signedInCalls)('%s', async (path, method) => {
    const { token } = await createSignedInUser(h)
    const res = await call(h.app, path, { token, method, body: method === 'POST' ? {} : undefined })
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('without a session too (HTTP 204)', async () => {
    const res = await call(h.app, '/api/userinfo')
    expect(res.status).toBe(204)
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('on sign-in and registration, answered or refused', async () => {
    const calls = [
      call(h.app, '/main/register', { body: { name: 'cache@example.com', pwd: 'cache-pw' } }),
      call(h.app, '/main/login', { body: { name: 'cache@example.com', pwd: 'wrong-pw' } }),
      call(h.app, '/main/login', { body: '{' }),
    ]
    for (const res of await Promise.all(calls)) expect(res.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('on operator calls, answered or refused', async () => {
    const listed = await call(h.app, '/admin/deposits', { headers: { Authorization: `Bearer ${ADMIN}` } })
    expect(listed.envelope?.status).toBe(1)
    expect(listed.headers.get('Cache-Control')).toBe('private, no-store')
    const refused = await call(h.app, '/admin/deposits', { headers: { Authorization: 'Bearer wrong-token-0000' } })
    expect(refused.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('on /main answers that declare no caching of their own', async () => {
    const contents = await call(h.app, '/main/contents', { body: { type: 1 } })
    expect(contents.envelope?.status).toBe(1)
    expect(contents.headers.get('Cache-Control')).toBe('private, no-store')
    // Banners declare their own: public content, one copy per language.
    const banners = await call(h.app, '/main/banners')
    expect(banners.headers.get('Cache-Control')).toBe('public, max-age=300')
    expect(banners.headers.get('Vary')).toBe('UserLang, Accept-Encoding')
  })
})

describe('public answers', () => {
  it('keep their CDN-friendly caching and vary on the headers they depend on', async () => {
    const products = await call(h.app, '/main/products')
    expect(products.headers.get('Cache-Control')).toBe('public, max-age=1')
    expect(products.headers.get('ETag')).toMatch(/^W\//)
    expect(products.headers.get('Vary')).toBe('UserLang, UserToken, Accept-Encoding')
  })

  it('a banner image named by the UserLang header varies on it', async () => {
    const byHeader = await h.app.request('/media/banners/trade-markets.svg', { headers: { UserLang: 'de' } })
    expect(byHeader.status).toBe(200)
    expect(byHeader.headers.get('Cache-Control')).toMatch(/^public/)
    expect(byHeader.headers.get('Vary')).toBe('UserLang')
    const byPath = await h.app.request('/media/banners/de/trade-markets.svg')
    expect(byPath.headers.get('Vary')).toBeNull()
  })
})

describe("a caller's own small answer, finished by the envelope (no Headers object built for it)", () => {
  it('carries exactly the headers the middlewares gave it', async () => {
    const { token } = await createSignedInUser(h)
    const res = await call(h.app, '/api/userinfo', { token, headers: { 'Accept-Encoding': 'br' } })
    expect(Object.fromEntries(res.headers)).toEqual({
      'cache-control': 'private, no-store',
      'content-type': 'application/json',
      'cross-origin-resource-policy': 'same-origin',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
    })
    expect(res.envelope?.status).toBe(1)
  })
})

describe('cross-origin isolation headers', () => {
  it.each(['/main/products', '/api/userinfo', '/media/banners/trade-markets.svg'])('are on %s', async (path) => {
    const res = await h.app.request(path)
    expect(res.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin')
  })

  it('the opener policy is on documents only (it governs a browsing context, not data)', async () => {
    expect((await h.app.request('/media/banners/trade-markets.svg')).headers.get('Cross-Origin-Opener-Policy')).toBe(
      'same-origin',
    )
    expect((await h.app.request('/main/products')).headers.get('Cross-Origin-Opener-Policy')).toBeNull()
    expect(securityHeaders['Cross-Origin-Opener-Policy']).toBe('same-origin')
  })
})
