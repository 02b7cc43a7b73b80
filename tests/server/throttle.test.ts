import type { IncomingMessage } from 'node:http'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Envelope } from '../../contract/api'
import { hashingLimits } from '../../server/features/accounts/hash-slots'
import { passwordDerivations } from '../../server/features/accounts/password'
import { delayAfter, pairKey, reserveLogin, signInBudget, throttleRules } from '../../server/features/accounts/throttle'
import { createHarness, type Harness } from '../support/server/harness'
import { call, register } from '../support/server/request'

let h: Harness

beforeEach(async () => {
  h = await createHarness()
})
afterEach(() => h.close())

const ATTACKER = '203.0.113.66'
const USER = '198.51.100.7'

/** A call from a client address, as the node server binds it (no X-Forwarded-For involved). */
async function post(path: string, body: unknown, address: string, lang = 'en') {
  const incoming = { socket: { remoteAddress: address } } as unknown as IncomingMessage
  const res = await h.app.request(
    path,
    { method: 'POST', headers: { 'Content-Type': 'application/json', UserLang: lang }, body: JSON.stringify(body) },
    { incoming },
  )
  return (await res.json()) as Envelope<unknown>
}
const attempt = (name: string, pwd: string, address = ATTACKER) => post('/main/login', { name, pwd }, address)

async function rows(scope: 'pair' | 'address' | 'registration', key: string): Promise<number> {
  const found = await h.db.selectFrom('login_failures').select('id').where('scope', '=', scope).where('key', '=', key)
  return (await found.execute()).length
}

async function addFailures(scope: 'pair' | 'address', key: string, count: number): Promise<void> {
  const created_at = h.clock().toISOString()
  await h.db
    .insertInto('login_failures')
    .values(Array.from({ length: count }, () => ({ scope, key, created_at })))
    .execute()
}

describe('progressive delays instead of lockouts', () => {
  it('delays one account from one address progressively: 3 free failures, then 1 s, 2 s, ...', async () => {
    await register(h.app, 'dave@example.com', 'dave-pw')
    for (let i = 0; i < throttleRules.pair.free; i++) {
      expect(await attempt('dave@example.com', 'wrong-pw')).toMatchObject({ code: 'login_failed' })
    }
    const delayed = await attempt('dave@example.com', 'dave-pw')
    expect(delayed).toMatchObject({ status: 0, code: 'too_many_attempts', data: null })
    expect(delayed.msg).toBe('Too many failed attempts. Please try again in 1 s.')
    expect((await post('/main/login', { name: 'dave@example.com', pwd: 'x' }, ATTACKER, 'th')).msg).toBe(
      'ล้มเหลวหลายครั้งเกินไป กรุณาลองใหม่ในอีก 1 วินาที',
    )
    // A delayed attempt is refused before the password check and is not counted.
    expect(await rows('pair', pairKey('dave@example.com', ATTACKER))).toBe(throttleRules.pair.free)

    h.clock.advance(1000)
    expect(await attempt('dave@example.com', 'wrong-pw')).toMatchObject({ code: 'login_failed' })
    expect((await attempt('dave@example.com', 'dave-pw')).msg).toBe(
      'Too many failed attempts. Please try again in 2 s.',
    )
    h.clock.advance(2000)
    expect(await attempt('dave@example.com', 'dave-pw')).toMatchObject({ status: 1 })
    expect(await rows('pair', pairKey('dave@example.com', ATTACKER))).toBe(0)
  })

  it('never refuses the right password from an address that has not failed', async () => {
    await register(h.app, 'erin@example.com', 'erin-pw')
    // Five failures: enough to have locked the account for everyone before.
    for (let i = 0; i < 5; i++) {
      h.clock.advance(delayAfter(i, throttleRules.pair))
      expect(await attempt('erin@example.com', `guess-${i}`)).toMatchObject({ code: 'login_failed' })
    }
    expect(await attempt('erin@example.com', 'erin-pw')).toMatchObject({ code: 'too_many_attempts' })
    expect(await attempt('erin@example.com', 'erin-pw', USER)).toMatchObject({ status: 1 })
  })

  it('delays an address that failed on many accounts, for every account, and no other address', async () => {
    await register(h.app, 'fay@example.com', 'fay-pw')
    await addFailures('address', ATTACKER, throttleRules.address.free - 1)
    expect(await attempt('nobody@example.com', 'guess')).toMatchObject({ code: 'login_failed' })
    expect(await attempt('fay@example.com', 'fay-pw')).toMatchObject({ code: 'too_many_attempts' })
    expect(await attempt('fay@example.com', 'fay-pw', USER)).toMatchObject({ status: 1 })
    h.clock.advance(delayAfter(throttleRules.address.free, throttleRules.address))
    expect(await attempt('fay@example.com', 'fay-pw')).toMatchObject({ status: 1 })
    // The success does not count against the address; its failures stay until the window passes.
    expect(await rows('address', ATTACKER)).toBe(throttleRules.address.free)
  })

  it('schedules 0, 0, 0, 1 s, 2 s, ... up to 15 minutes', () => {
    expect([0, 2, 3, 4, 5, 13, 40].map((n) => delayAfter(n, throttleRules.pair))).toEqual([
      0, 0, 1000, 2000, 4000, 900_000, 900_000,
    ])
  })
})

describe('attempts in flight count (finding 2)', () => {
  it('lets 40 parallel wrong passwords from one address hash at most the per-address capacity', async () => {
    await register(h.app, 'gus@example.com', 'gus-pw')
    const before = passwordDerivations()
    const burst = Array.from({ length: 40 }, (_, i) => attempt('gus@example.com', `wrong-${i}`))
    const real = attempt('gus@example.com', 'gus-pw', USER)
    const answers = await Promise.all(burst)
    const codes = answers.map((a) => (a.status === 0 ? a.code : 'ok'))
    // Hashed: those running and waiting in the address's queue; refused at once beyond the queue (rate_limited),
    // and of those that got their turn, the ones past the free failures (too_many_attempts) were not hashed.
    const { perAddress, waitingPerAddress } = hashingLimits.users
    expect(codes.filter((c) => c === 'login_failed').length).toBe(throttleRules.pair.free)
    // Refused at once: all beyond the running and waiting ones, less any that found a place freed by a hash that
    // ended while the burst was still arriving (on a busy machine the burst takes longer than one hash).
    const refused = codes.filter((c) => c === 'rate_limited').length
    expect(refused).toBeGreaterThan(0)
    expect(refused).toBeLessThanOrEqual(40 - perAddress - waitingPerAddress)
    expect(passwordDerivations() - before).toBeLessThanOrEqual(perAddress + waitingPerAddress + 1)
    expect(codes.every((c) => ['login_failed', 'rate_limited', 'too_many_attempts'].includes(c ?? ''))).toBe(true)
    expect(answers.find((a) => a.status === 0 && a.code === 'rate_limited')?.msg).toBe(
      'Too many sign-in attempts at the same time. Please try again in a moment.',
    )
    expect(await real).toMatchObject({ status: 1 })
  })

  it('reserves each attempt before hashing: 40 parallel reservations for one pair, 3 granted', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () => reserveLogin(h.db, 'hal@example.com', ATTACKER, h.clock())),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(throttleRules.pair.free)
    expect(await rows('pair', pairKey('hal@example.com', ATTACKER))).toBe(throttleRules.pair.free)
  })
})

describe('sign-in budget: successful sign-ins count too', () => {
  it('refuses an account past its successful sign-ins per minute before hashing, and no other account', async () => {
    await register(h.app, 'kim@example.com', 'kim-pw')
    await register(h.app, 'lee@example.com', 'lee-pw')
    for (let i = 0; i < signInBudget.perAccount; i++) {
      expect(await attempt('kim@example.com', 'kim-pw', USER)).toMatchObject({ status: 1 })
    }
    const before = passwordDerivations()
    expect(await attempt('kim@example.com', 'kim-pw', USER)).toEqual({
      status: 0,
      code: 'rate_limited',
      msg: 'Too many sign-ins in a short time. Please wait a minute and try again.',
      data: null,
    })
    const th = await post('/main/login', { name: 'kim@example.com', pwd: 'kim-pw' }, ATTACKER, 'th')
    expect(th).toMatchObject({ code: 'rate_limited', msg: 'เข้าสู่ระบบบ่อยเกินไปในเวลาสั้นๆ กรุณารอหนึ่งนาทีแล้วลองใหม่' })
    expect(passwordDerivations()).toBe(before)
    expect(await attempt('lee@example.com', 'lee-pw', USER)).toMatchObject({ status: 1 })
    h.clock.advance(signInBudget.windowMs)
    expect(await attempt('kim@example.com', 'kim-pw', USER)).toMatchObject({ status: 1 })
  })

  it('refuses an address past its successful sign-ins per minute, across accounts', async () => {
    const names = Array.from({ length: 5 }, (_, i) => `n${i}@example.com`)
    for (const name of names) await register(h.app, name, 'n-secret')
    for (let i = 0; i < signInBudget.perAddress; i++) {
      expect(await attempt(names[i % names.length] ?? '', 'n-secret', USER)).toMatchObject({ status: 1 })
    }
    expect(await attempt('n0@example.com', 'n-secret', USER)).toMatchObject({ status: 0, code: 'rate_limited' })
    expect(await attempt('n0@example.com', 'n-secret', ATTACKER)).toMatchObject({ status: 1 })
  })
})

describe('registration limit per client address', () => {
  it('counts failed registrations too, then allows again after the window', async () => {
    await register(h.app, 'taken@example.com', 'secret-pw')
    const allowance = throttleRules.registrationsPerAddress
    const created_at = h.clock().toISOString()
    const earlier = Array.from({ length: allowance - 2 }, () => ({ scope: 'registration' as const, key: ATTACKER }))
    await h.db
      .insertInto('login_failures')
      .values(earlier.map((row) => ({ ...row, created_at })))
      .execute()
    const taken = await post('/main/register', { name: 'taken@example.com', pwd: 'secret-pw' }, ATTACKER)
    expect(taken).toMatchObject({ code: 'account_exists' })
    const invalid = await post('/main/register', { name: 'not-an-email', pwd: 'secret-pw' }, ATTACKER)
    expect(invalid).toMatchObject({ code: 'email_invalid' })
    const refused = await post('/main/register', { name: 'new@example.com', pwd: 'secret-pw' }, ATTACKER, 'th')
    expect(refused).toMatchObject({ status: 0, code: 'rate_limited', msg: 'มีคำขอมากเกินไป กรุณารอสักครู่แล้วลองใหม่' })
    expect(await rows('registration', ATTACKER)).toBe(allowance)
    const users = await h.db.selectFrom('users').select('id').where('username', '=', 'new@example.com').execute()
    expect(users).toEqual([])
    h.clock.advance(throttleRules.registrationWindowMs + 1)
    expect(await post('/main/register', { name: 'new@example.com', pwd: 'secret-pw' }, ATTACKER)).toMatchObject({
      status: 1,
    })
  })

  it('takes its allowance from TERN_REGISTRATIONS_PER_ADDRESS_HOUR', async () => {
    const roomy = await createHarness({ TERN_REGISTRATIONS_PER_ADDRESS_HOUR: '3' })
    try {
      const answers = []
      for (let i = 0; i < 4; i += 1) {
        const res = await roomy.app.request('/main/register', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: `r${i}@example.com`, pwd: 'secret-pw' }),
        })
        answers.push(((await res.json()) as { code?: string }).code ?? 'ok')
      }
      expect(answers).toEqual(['ok', 'ok', 'ok', 'rate_limited'])
    } finally {
      await roomy.close()
    }
  })

  it('takes as long to say "account exists" as to create an account: the password is hashed either way', async () => {
    await register(h.app, 'ivy@example.com', 'secret-pw')
    const before = passwordDerivations()
    expect(await call(h.app, '/main/register', { body: { name: 'ivy@example.com', pwd: 'x-secret' } })).toMatchObject({
      envelope: { code: 'account_exists' },
    })
    const refused = passwordDerivations() - before
    expect(await call(h.app, '/main/register', { body: { name: 'ivy2@example.com', pwd: 'x-secret' } })).toMatchObject({
      envelope: { status: 1 },
    })
    // Counted, not timed: the refusal derives as many keys as a registration does, at the same cost.
    expect(refused).toBe(passwordDerivations() - before - refused)
    expect(refused).toBeGreaterThanOrEqual(1)
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
