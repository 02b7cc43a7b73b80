import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { LoginResult, UserInfo } from '../../contract/api'
import { hashToken } from '../../server/features/accounts/tokens'
import { createHarness, type Harness } from '../support/server/harness'
import { call, dataOf, register } from '../support/server/request'

const DAY_MS = 86_400_000
let h: Harness

beforeEach(async () => {
  h = await createHarness({ TERN_TOKEN_TTL_DAYS: '2' })
})
afterEach(() => h.close())

const registerCarol = () => register(h.app, 'carol@example.com', 'carol-pw')
const login = async () =>
  dataOf(await call<LoginResult>(h.app, '/main/login', { body: { name: 'carol@example.com', pwd: 'carol-pw' } }))

describe('token checks on /api/*', () => {
  it.each([
    ['no token', undefined],
    ['an empty token', ''],
    ['an unknown token', 'x'.repeat(43)],
    ['an absurdly long token', 'x'.repeat(5000)],
  ])('answers HTTP 204 with no body for %s', async (_label, token) => {
    const res = await call(h.app, '/api/userinfo', { token })
    expect(res.status).toBe(204)
    expect(res.envelope).toBeNull()
  })

  it('also answers 204 on POST and on unknown /api paths without a token', async () => {
    expect((await call(h.app, '/api/logout', { body: {} })).status).toBe(204)
    expect((await call(h.app, '/api/nothing-here')).status).toBe(204)
  })

  it('stores only the SHA-256 of the token', async () => {
    await registerCarol()
    const { token } = await login()
    const rows = await h.db.selectFrom('tokens').select('token_hash').execute()
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(token))
    expect(rows.map((r) => r.token_hash)).not.toContain(token)
  })

  it('refuses a token once its TTL has passed', async () => {
    await registerCarol()
    const { token, expires_at } = await login()
    expect(Date.parse(expires_at) - h.clock().getTime()).toBe(2 * DAY_MS)
    h.clock.advance(2 * DAY_MS - 1000)
    expect((await call(h.app, '/api/userinfo', { token })).status).toBe(200)
    h.clock.advance(1000)
    expect((await call(h.app, '/api/userinfo', { token })).status).toBe(204)
  })

  it('revokes the calling token on logout, and only that one', async () => {
    await registerCarol()
    const first = await login()
    const second = await login()
    const out = await call(h.app, '/api/logout', { body: {}, token: first.token })
    expect(out.envelope).toEqual({ status: 1, msg: 'Signed out', data: null })
    expect((await call(h.app, '/api/userinfo', { token: first.token })).status).toBe(204)
    expect((await call(h.app, '/api/logout', { body: {}, token: first.token })).status).toBe(204)
    const still = await call<UserInfo>(h.app, '/api/userinfo', { token: second.token })
    expect(dataOf(still).username).toBe('carol@example.com')
  })
})
