// Users' two-factor sign-in through the API: set-up and enrolment with a first code, sign-in in two steps with its
// own attempt budget, recovery codes that work once, wrong codes throttled like passwords, and the calls a code
// guards (password change, removal).
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { LoginResult, TwoFactorChallenge } from '../../../contract/api'
import type { SecurityInfo } from '../../../contract/security'
import { createHarness, type Harness } from '../../support/server/harness'
import { registerAccount } from '../../support/server/identity'
import { type CallResult, call, dataOf } from '../../support/server/request'
import { enrolTwoFactor, loginAnswer, totpAt } from '../../support/server/security'

const codeOf = (result: CallResult<unknown>) => (result.envelope?.status === 0 ? result.envelope.code : 'ok')
let h: Harness
beforeEach(async () => {
  h = await createHarness()
})
afterEach(() => h.close())

const NAME = 'tara@example.com'
const PWD = 'first-secret'

async function challenge(): Promise<TwoFactorChallenge> {
  const answer = dataOf(await loginAnswer(h, NAME, PWD))
  if (!('two_factor' in answer)) throw new Error('expected a two-factor challenge')
  return answer
}

const loginCode = (ticket: string, code: string, lang?: string) =>
  call<LoginResult>(h.app, '/main/login_code', { body: { ticket, code }, lang })

describe('two-factor enrolment', () => {
  it('stays off until a first code from the secret is given, then hands out ten recovery codes once', async () => {
    const token = await registerAccount(h, NAME, PWD)
    const setup = dataOf(
      await call<{ secret: string; uri: string }>(h.app, '/api/two_factor_setup', { token, body: {} }),
    )
    expect(setup.uri).toContain(`secret=${setup.secret}`)
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Tern:tara%40example\.com\?/)
    // Not on yet: signing in needs no code.
    expect('token' in dataOf(await loginAnswer(h, NAME, PWD))).toBe(true)
    expect((await call(h.app, '/api/two_factor_enable', { token, body: { code: '000000' } })).envelope).toMatchObject({
      status: 0,
      code: 'wrong_code',
      msg: 'The code is wrong or has expired.',
    })
    const enabled = await call<{ recovery_codes: string[] }>(h.app, '/api/two_factor_enable', {
      token,
      body: { code: await totpAt(h, setup.secret) },
    })
    const codes = dataOf(enabled).recovery_codes
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    const stored = await h.db.selectFrom('recovery_codes').select('code_hash').execute()
    expect(stored).toHaveLength(10)
    for (const row of stored) for (const code of codes) expect(row.code_hash).not.toContain(code.replace('-', ''))
    const info = dataOf(await call<SecurityInfo>(h.app, '/api/security', { token }))
    expect(info).toMatchObject({ two_factor: true, recovery_codes_left: 10, destination_delay_hours: 24 })
    expect((await call(h.app, '/api/two_factor_setup', { token, body: {} })).envelope).toMatchObject({
      code: 'validation',
      msg: 'Two-factor sign-in is already on.',
    })
  })
})

describe('two-factor sign-in', () => {
  it('asks for a code after the right password, and signs in with it', async () => {
    const token = await registerAccount(h, NAME, PWD)
    const { secret } = await enrolTwoFactor(h, token)
    const first = await loginAnswer(h, NAME, PWD)
    expect(first.envelope).toMatchObject({
      status: 1,
      msg: 'Enter the code from your authenticator app to finish signing in.',
    })
    const { ticket } = await challenge()
    expect((await loginCode(ticket, '')).envelope).toMatchObject({ status: 0, code: 'two_factor_required' })
    const session = dataOf(await loginCode(ticket, await totpAt(h, secret)))
    expect(session.token).toMatch(/^[\w-]{43}$/)
    expect((await call(h.app, '/api/userinfo', { token: session.token })).envelope?.status).toBe(1)
    // The ticket is spent, and so is that code's time step.
    expect((await loginCode(ticket, await totpAt(h, secret))).envelope).toMatchObject({ code: 'login_failed' })
    const again = await challenge()
    expect((await loginCode(again.ticket, await totpAt(h, secret))).envelope).toMatchObject({ code: 'wrong_code' })
  })

  it('refuses a wrong password before any code, and gives no session without the code', async () => {
    const token = await registerAccount(h, NAME, PWD)
    await enrolTwoFactor(h, token)
    expect((await loginAnswer(h, NAME, 'wrong-secret')).envelope).toMatchObject({ code: 'login_failed' })
    const tokensBefore = await h.db.selectFrom('tokens').select('id').execute()
    await challenge()
    expect(await h.db.selectFrom('tokens').select('id').execute()).toEqual(tokensBefore)
  })

  it('gives a challenge five codes, then asks to sign in again', async () => {
    const token = await registerAccount(h, NAME, PWD)
    const { secret } = await enrolTwoFactor(h, token)
    const { ticket } = await challenge()
    const answers: string[] = []
    for (let i = 0; i < 6; i += 1) {
      answers.push(codeOf(await loginCode(ticket, '000000')))
      // Past the throttle's growing delays (at most 4 s here): this test is about the challenge's own budget.
      h.clock.advance(10_000)
    }
    expect(answers).toEqual(['wrong_code', 'wrong_code', 'wrong_code', 'wrong_code', 'wrong_code', 'too_many_attempts'])
    // The right code no longer helps: the challenge is used up.
    expect((await loginCode(ticket, await totpAt(h, secret))).envelope).toMatchObject({ code: 'too_many_attempts' })
  })

  it('throttles wrong codes like wrong passwords, across challenges', async () => {
    const token = await registerAccount(h, NAME, PWD)
    const { secret } = await enrolTwoFactor(h, token)
    const codes: string[] = []
    for (let i = 0; i < 3; i += 1) {
      const { ticket } = await challenge()
      codes.push(codeOf(await loginCode(ticket, '000000')))
    }
    expect(codes).toEqual(['wrong_code', 'wrong_code', 'wrong_code'])
    // After three wrong codes the next one waits, even the right one in a new challenge.
    const { ticket } = await challenge()
    const held = await loginCode(ticket, await totpAt(h, secret), 'en')
    expect(held.envelope).toMatchObject({ status: 0, code: 'too_many_attempts', msg: expect.stringContaining('1') })
    h.clock.advance(1_000)
    expect(dataOf(await loginCode(ticket, await totpAt(h, secret))).token).toBeTruthy()
  })

  it('takes each recovery code once', async () => {
    const token = await registerAccount(h, NAME, PWD)
    const { recoveryCodes } = await enrolTwoFactor(h, token)
    const code = recoveryCodes[3] ?? ''
    const first = await challenge()
    expect(dataOf(await loginCode(first.ticket, code.toUpperCase())).token).toBeTruthy()
    const second = await challenge()
    expect((await loginCode(second.ticket, code)).envelope).toMatchObject({ code: 'wrong_code' })
    expect(dataOf(await call<SecurityInfo>(h.app, '/api/security', { token })).recovery_codes_left).toBe(9)
  })

  it('ends the challenge when the password changes meanwhile', async () => {
    const token = await registerAccount(h, NAME, PWD)
    const { secret } = await enrolTwoFactor(h, token)
    const { ticket } = await challenge()
    const change = {
      old_pwd: PWD,
      new_pwd: 'second-secret',
      re_new_pwd: 'second-secret',
      code: await totpAt(h, secret),
    }
    dataOf(await call(h.app, '/api/password', { token, body: change }))
    h.clock.advance(30_000)
    expect((await loginCode(ticket, await totpAt(h, secret))).envelope).toMatchObject({ code: 'login_failed' })
  })
})

describe('calls a code guards', () => {
  it('password change needs the code when two-factor sign-in is on', async () => {
    const token = await registerAccount(h, NAME, PWD)
    const { secret } = await enrolTwoFactor(h, token)
    const change = { old_pwd: PWD, new_pwd: 'second-secret', re_new_pwd: 'second-secret' }
    expect((await call(h.app, '/api/password', { token, body: change })).envelope).toMatchObject({
      status: 0,
      code: 'two_factor_required',
      msg: 'Please enter the code from your authenticator app.',
    })
    expect((await call(h.app, '/api/password', { token, body: { ...change, code: '123456' } })).envelope).toMatchObject(
      {
        code: 'wrong_code',
      },
    )
    dataOf(await call(h.app, '/api/password', { token, body: { ...change, code: await totpAt(h, secret) } }))
    expect((await loginAnswer(h, NAME, 'second-secret')).envelope?.status).toBe(1)
  })

  it('removal needs a code (a recovery code works), and then sign-in needs none', async () => {
    const token = await registerAccount(h, NAME, PWD)
    const { recoveryCodes } = await enrolTwoFactor(h, token)
    expect((await call(h.app, '/api/two_factor_disable', { token, body: { code: '' } })).envelope).toMatchObject({
      code: 'two_factor_required',
    })
    dataOf(await call(h.app, '/api/two_factor_disable', { token, body: { code: recoveryCodes[0] } }))
    expect(await h.db.selectFrom('recovery_codes').select('id').execute()).toEqual([])
    expect('token' in dataOf(await loginAnswer(h, NAME, PWD))).toBe(true)
  })

  it('answers in the caller language', async () => {
    const token = await registerAccount(h, NAME, PWD)
    await enrolTwoFactor(h, token)
    const { ticket } = await challenge()
    const answer = await loginCode(ticket, '000000', 'th')
    expect(answer.envelope).toMatchObject({ status: 0, code: 'wrong_code' })
    expect(answer.envelope?.msg).not.toBe('The code is wrong or has expired.')
  })
})

describe('the shared demo account', () => {
  it('cannot turn on two-factor sign-in (it would lock every visitor out)', async () => {
    const token = await registerAccount(h, h.config.demoEmail, h.config.demoPassword)
    expect((await call(h.app, '/api/two_factor_setup', { token, body: {} })).envelope).toMatchObject({
      status: 0,
      code: 'forbidden',
      msg: 'Two-factor sign-in cannot be set up on the shared demo account.',
    })
  })
})
