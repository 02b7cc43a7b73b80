import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { LoginResult, LogoutAllResult, SessionInfo } from '../../contract/api'
import { MAX_SESSIONS_PER_USER, TOUCH_EVERY_MS } from '../../server/features/accounts/tokens'
import { createHarness, type Harness } from '../support/server/harness'
import { call, dataOf, register } from '../support/server/request'

const DAY_MS = 86_400_000
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1'
const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0'
let h: Harness

beforeEach(async () => {
  h = await createHarness({ TERN_SESSION_IDLE_DAYS: '2' })
})
afterEach(() => h.close())

async function signIn(name: string, userAgent: string): Promise<string> {
  const body = { name, pwd: 'secret-pw' }
  return dataOf(await call<LoginResult>(h.app, '/main/login', { body, headers: { 'User-Agent': userAgent } })).token
}
const sessions = async (token: string) => dataOf(await call<SessionInfo[]>(h.app, '/api/sessions', { token }))
const alive = async (token: string) => (await call(h.app, '/api/userinfo', { token })).status === 200

describe('sessions list', () => {
  it("lists the caller's live sessions with user agent, address, last use and which one is calling", async () => {
    await register(h.app, 'ann@example.com')
    const phone = await signIn('ann@example.com', PHONE)
    h.clock.advance(60_000)
    const laptop = await signIn('ann@example.com', LAPTOP)
    await register(h.app, 'bob@example.com')
    const list = await sessions(phone)
    expect(list.map((s) => [s.user_agent, s.current])).toEqual([
      [LAPTOP, false],
      [PHONE, true],
      ['', false],
    ])
    expect(list[0]).toEqual({
      id: expect.any(Number),
      user_agent: LAPTOP,
      address: 'local',
      created_at: '2026-03-01T12:01:00.000Z',
      last_seen_at: '2026-03-01T12:01:00.000Z',
      current: false,
    })
    expect((await sessions(laptop)).find((s) => s.current)?.user_agent).toBe(LAPTOP)
  })

  it('records the last use at most every 5 minutes', async () => {
    const { token } = await register(h.app, 'ann@example.com')
    const lastSeen = async () => (await sessions(token))[0]?.last_seen_at
    h.clock.advance(TOUCH_EVERY_MS - 1)
    expect(await lastSeen()).toBe('2026-03-01T12:00:00.000Z')
    h.clock.advance(1)
    await alive(token)
    expect(await lastSeen()).toBe('2026-03-01T12:05:00.000Z')
  })
})

describe('idle timeout (TERN_SESSION_IDLE_DAYS)', () => {
  it('ends a session unused for the idle period, and keeps one in use alive', async () => {
    const idle = (await register(h.app, 'ann@example.com')).token
    const used = await signIn('ann@example.com', PHONE)
    for (let day = 0; day < 4; day++) {
      h.clock.advance(DAY_MS)
      expect(await alive(used)).toBe(true)
    }
    expect(await alive(idle)).toBe(false)
    expect((await sessions(used)).map((s) => s.user_agent)).toEqual([PHONE])
  })
})

describe('ending sessions', () => {
  it('logout_all ends every other session of the caller and keeps the calling one', async () => {
    const first = (await register(h.app, 'ann@example.com')).token
    const second = await signIn('ann@example.com', PHONE)
    const third = await signIn('ann@example.com', LAPTOP)
    const bob = (await register(h.app, 'bob@example.com')).token
    const res = await call<LogoutAllResult>(h.app, '/api/logout_all', { body: {}, token: second })
    expect(res.envelope).toEqual({ status: 1, msg: 'Signed out on your other devices', data: { revoked: 2 } })
    expect([await alive(first), await alive(second), await alive(third), await alive(bob)]).toEqual([
      false,
      true,
      false,
      true,
    ])
  })

  it("session_revoke ends one of the caller's sessions; another user's id is not found", async () => {
    const ann = (await register(h.app, 'ann@example.com')).token
    const annPhone = await signIn('ann@example.com', PHONE)
    const bob = (await register(h.app, 'bob@example.com')).token
    const phoneId = (await sessions(ann)).find((s) => s.user_agent === PHONE)?.id
    const bobId = (await sessions(bob))[0]?.id
    const foreign = await call(h.app, '/api/session_revoke', { body: { id: bobId }, token: ann, lang: 'de' })
    expect(foreign.envelope).toMatchObject({ status: 0, code: 'not_found', msg: 'Diese Sitzung ist bereits beendet.' })
    expect(await alive(bob)).toBe(true)
    const revoked = await call(h.app, '/api/session_revoke', { body: { id: phoneId }, token: ann })
    expect(revoked.envelope).toEqual({ status: 1, msg: 'Session ended', data: null })
    expect(await alive(annPhone)).toBe(false)
    expect(await alive(ann)).toBe(true)
    const again = await call(h.app, '/api/session_revoke', { body: { id: phoneId }, token: ann })
    expect(again.envelope).toMatchObject({ code: 'not_found' })
  })

  it.each([[{}], [{ id: 'abc' }], [{ id: -1 }], [{ id: 1.5 }], [{ id: '9'.repeat(40) }]])(
    'answers %j with validation',
    async (body) => {
      const { token } = await register(h.app, 'ann@example.com')
      const res = await call(h.app, '/api/session_revoke', { body, token })
      expect(res.envelope).toMatchObject({ status: 0, code: 'validation' })
    },
  )
})

describe('sessions per user', () => {
  it(`keeps at most ${MAX_SESSIONS_PER_USER} live: a sign-in beyond that ends the oldest`, async () => {
    const first = (await register(h.app, 'ann@example.com')).token
    const tokens = [first]
    // Within the sign-in budget: one every 15 s is 4 a minute.
    for (let i = 0; i < MAX_SESSIONS_PER_USER; i++) {
      h.clock.advance(15_000)
      tokens.push(await signIn('ann@example.com', LAPTOP))
    }
    expect(await alive(first)).toBe(false)
    expect(await alive(tokens[1] ?? '')).toBe(true)
    const newest = tokens.at(-1) ?? ''
    expect(await sessions(newest)).toHaveLength(MAX_SESSIONS_PER_USER)
    const { token: bob } = await register(h.app, 'bob@example.com')
    // Another user's sign-ins end none of Ann's sessions.
    expect(await alive(bob)).toBe(true)
    expect(await sessions(newest)).toHaveLength(MAX_SESSIONS_PER_USER)
  })
})
