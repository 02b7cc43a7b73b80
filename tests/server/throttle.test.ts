import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { throttleRules } from '../../server/features/accounts/throttle'
import { createHarness, type Harness } from '../support/server/harness'
import { call, register } from '../support/server/request'

let h: Harness

beforeEach(async () => {
  h = await createHarness()
})
afterEach(() => h.close())

const attempt = (name: string, pwd: string, headers: Record<string, string> = {}) =>
  call(h.app, '/main/login', { body: { name, pwd }, headers })

async function failureRows(scope: 'account' | 'address', key: string): Promise<number> {
  const rows = await h.db
    .selectFrom('login_failures')
    .select('id')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute()
  return rows.length
}

async function addFailures(scope: 'account' | 'address', key: string, count: number): Promise<void> {
  const created_at = h.clock().toISOString()
  await h.db
    .insertInto('login_failures')
    .values(Array.from({ length: count }, () => ({ scope, key, created_at })))
    .execute()
}

describe('failed-login throttling', () => {
  it('refuses even the right password after 5 failures on an account, until the window passes', async () => {
    await register(h.app, 'dave@example.com', 'dave-pw')
    for (let i = 0; i < throttleRules.perAccount; i++) {
      expect((await attempt('dave@example.com', 'wrong-pw')).envelope).toMatchObject({ code: 'login_failed' })
    }
    const blocked = await attempt('dave@example.com', 'dave-pw', {})
    expect(blocked.envelope).toMatchObject({ status: 0, code: 'too_many_attempts', data: null })
    expect(blocked.envelope?.msg).toBe('Too many failed attempts. Please try again in 15 minutes.')
    // Throttled attempts are refused before the password check and are not counted again.
    expect(await failureRows('account', 'dave@example.com')).toBe(throttleRules.perAccount)

    h.clock.advance(throttleRules.windowMs)
    expect((await attempt('dave@example.com', 'dave-pw')).envelope).toMatchObject({ status: 1 })
  })

  it('clears the account counter after a successful login', async () => {
    await register(h.app, 'erin@example.com', 'erin-pw')
    await addFailures('account', 'erin@example.com', throttleRules.perAccount - 1)
    expect((await attempt('erin@example.com', 'erin-pw')).envelope).toMatchObject({ status: 1 })
    expect(await failureRows('account', 'erin@example.com')).toBe(0)
  })

  it('throttles a client address after 30 failures across accounts, ignoring X-Forwarded-For', async () => {
    await register(h.app, 'erin@example.com', 'erin-pw')
    await addFailures('address', 'local', throttleRules.perAddress)
    const spoofed = await attempt('erin@example.com', 'erin-pw', { 'X-Forwarded-For': '203.0.113.9' })
    expect(spoofed.envelope).toMatchObject({ status: 0, code: 'too_many_attempts' })
    h.clock.advance(throttleRules.windowMs)
    expect((await attempt('erin@example.com', 'erin-pw')).envelope).toMatchObject({ status: 1 })
  })
})

describe('behind a trusted proxy', () => {
  it('keys the address on X-Forwarded-For when TERN_TRUST_PROXY=1', async () => {
    const proxied = await createHarness({ TERN_TRUST_PROXY: '1' })
    try {
      await register(proxied.app, 'fay@example.com', 'fay-pw')
      await proxied.db
        .insertInto('login_failures')
        .values(
          Array.from({ length: 30 }, () => ({
            scope: 'address' as const,
            key: '203.0.113.9',
            created_at: proxied.clock().toISOString(),
          })),
        )
        .execute()
      const body = { name: 'fay@example.com', pwd: 'fay-pw' }
      const blocked = await call(proxied.app, '/main/login', {
        body,
        headers: { 'X-Forwarded-For': '10.0.0.1, 203.0.113.9' },
      })
      expect(blocked.envelope).toMatchObject({ code: 'too_many_attempts' })
      const other = await call(proxied.app, '/main/login', { body, headers: { 'X-Forwarded-For': '198.51.100.7' } })
      expect(other.envelope).toMatchObject({ status: 1 })
    } finally {
      await proxied.close()
    }
  })
})

describe('registration limit per client address', () => {
  it('refuses a new account once the address has created the allowed number this hour, then allows it again', async () => {
    const created_at = h.clock().toISOString()
    await h.db
      .insertInto('login_failures')
      .values(
        Array.from({ length: throttleRules.registrationsPerAddress - 1 }, () => ({
          scope: 'registration' as const,
          key: 'local',
          created_at,
        })),
      )
      .execute()
    const body = (name: string) => ({ body: { name, pwd: 'secret-pw' }, headers: { UserLang: 'th' } })
    expect((await call(h.app, '/main/register', body('last@example.com'))).envelope).toMatchObject({ status: 1 })
    const refused = await call(h.app, '/main/register', body('one-more@example.com'))
    expect(refused.envelope).toMatchObject({
      status: 0,
      code: 'rate_limited',
      msg: 'มีคำขอมากเกินไป กรุณารอสักครู่แล้วลองใหม่',
    })
    const users = await h.db
      .selectFrom('users')
      .select('username')
      .where('username', '=', 'one-more@example.com')
      .execute()
    expect(users).toEqual([])
    h.clock.advance(throttleRules.registrationWindowMs + 1)
    expect((await call(h.app, '/main/register', body('one-more@example.com'))).envelope).toMatchObject({
      status: 1,
    })
  })
})
