import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { UserInfo } from '../../../contract/api'
import { runAdmin } from '../../../server/cli/admin'
import { describeMail } from '../../../server/features/mail/mailer'
import { createHarness, type Harness } from '../../support/server/harness'
import {
  answerOf,
  codeIn,
  login,
  outboxFor,
  registerAccount,
  resetPassword,
  sendCode,
} from '../../support/server/identity'
import { call, dataOf } from '../../support/server/request'

const EMAIL = 'alice@example.com'
let h: Harness
let token: string

beforeEach(async () => {
  h = await createHarness()
  token = await registerAccount(h, EMAIL, 'old-secret')
})
afterEach(() => h.close())

async function requestCode(account = EMAIL, type = 'email'): Promise<string> {
  const before = (await outboxFor(h, account, 0, 0)).length
  dataOf(await sendCode(h, type, account))
  const entries = await outboxFor(h, account, before + 1)
  return codeIn(entries.at(-1)?.text ?? '')
}
const reset = (code: string, pwd = 'new-secret', account = EMAIL, type = 'email') =>
  resetPassword(h, { type, account, code, pwd })
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('password recovery through the outbox', () => {
  it('resets with the code, ends every session, and the new password signs in', async () => {
    const code = await requestCode()
    expect(code).toMatch(/^\d{6}$/)
    const stored = await h.db.selectFrom('reset_codes').selectAll().execute()
    expect(stored).toHaveLength(1)
    expect(JSON.stringify(stored)).not.toContain(code)
    const [mail] = await outboxFor(h, EMAIL)
    expect(mail).toMatchObject({ channel: 'email', subject: 'Your Tern verification code' })
    expect((await reset(wrong(code))).envelope).toMatchObject({ status: 0, msg: 'The code is wrong or has expired.' })
    expect((await reset(code)).envelope).toMatchObject({
      status: 1,
      msg: 'Password reset. Please log in with your new password.',
    })
    expect((await call<UserInfo>(h.app, '/api/userinfo', { token })).status).toBe(204)
    expect((await login(h, EMAIL, 'old-secret')).envelope?.status).toBe(0)
    expect(dataOf(await login(h, EMAIL, 'new-secret')).token).toMatch(/.{40,}/)
    expect((await reset(code, 'third-secret')).envelope?.msg).toBe('The code is wrong or has expired.')
  })

  it('leaves no session to a sign-in with the old password that races the reset', async () => {
    let password = 'old-secret'
    // The sign-in reads the old password while the reset hashes the new one; at some of these delays it
    // finishes after the reset has ended every session.
    for (const delay of [0, 10, 20, 40]) {
      h.clock.advance(61_000)
      const code = await requestCode()
      const next = `secret-${delay}`
      const resetting = reset(code, next)
      await sleep(delay)
      const [racer] = await Promise.all([login(h, EMAIL, password), resetting])
      const racerToken = racer.envelope?.data?.token
      if (racerToken) expect((await call<UserInfo>(h.app, '/api/userinfo', { token: racerToken })).status).toBe(204)
      password = next
    }
    // A racer that lost (old password) counts as a failed sign-in, whose back-off would refuse the next second.
    h.clock.advance(61_000)
    expect(dataOf(await login(h, EMAIL, password)).token).toMatch(/.{40,}/)
  })

  it('answers an unknown account exactly as a known one, and sends it nothing', async () => {
    const known = await sendCode(h, 'email', EMAIL)
    const unknown = await sendCode(h, 'email', 'nobody@example.com')
    expect(answerOf(unknown.envelope)).toBe(answerOf(known.envelope))
    expect(known.envelope).toMatchObject({ status: 1, data: null })
    expect(answerOf((await sendCode(h, 'email', 'nobody@example.com')).envelope)).toBe(
      answerOf((await sendCode(h, 'email', EMAIL)).envelope),
    )
    const guess = await reset('123456', 'new-secret', 'nobody@example.com')
    expect(guess.envelope).toMatchObject({ status: 0, code: 'validation', msg: 'The code is wrong or has expired.' })
    await outboxFor(h, EMAIL)
    expect(await outboxFor(h, 'nobody@example.com', 1, 200)).toEqual([])
  })

  it('refuses a second request within 60 s, then sends a new code that supersedes the first', async () => {
    const first = await requestCode()
    const again = await sendCode(h, 'email', EMAIL)
    expect(again.envelope).toMatchObject({ status: 0, code: 'rate_limited' })
    expect(again.envelope?.msg).toBe('Please wait 60 s before requesting another code.')
    h.clock.advance(30_000)
    expect((await sendCode(h, 'email', EMAIL)).envelope?.msg).toBe('Please wait 30 s before requesting another code.')
    h.clock.advance(30_001)
    const second = await requestCode()
    if (first !== second) expect((await reset(first)).envelope?.msg).toBe('The code is wrong or has expired.')
    expect((await reset(second)).envelope?.status).toBe(1)
  })

  it('refuses an expired code (10 minutes)', async () => {
    const code = await requestCode()
    h.clock.advance(10 * 60_000 + 1)
    expect((await reset(code)).envelope).toMatchObject({ status: 0, msg: 'The code is wrong or has expired.' })
  })

  it('allows 5 attempts per code; the right code after them is refused too', async () => {
    const code = await requestCode()
    for (let attempt = 1; attempt <= 5; attempt++) {
      // Past the progressive delay of failed attempts (throttle.ts), which alone would refuse a quick 4th.
      h.clock.advance(60_000)
      expect((await reset(wrong(code))).envelope?.msg).toBe('The code is wrong or has expired.')
    }
    h.clock.advance(60_000)
    expect((await reset(code)).envelope).toMatchObject({
      status: 0,
      code: 'too_many_attempts',
      msg: 'Too many wrong codes. Please request a new code.',
    })
    expect((await login(h, EMAIL, 'old-secret')).envelope?.status).toBe(1)
  })

  it('caps codes per account and per address each day', async () => {
    for (let i = 0; i < 10; i++) {
      dataOf(await sendCode(h, 'email', EMAIL))
      h.clock.advance(61_000)
    }
    expect((await sendCode(h, 'email', EMAIL)).envelope).toMatchObject({
      status: 0,
      code: 'rate_limited',
      msg: 'Too many codes have been requested today. Please try again tomorrow.',
    })
    for (let i = 0; i < 20; i++) dataOf(await sendCode(h, 'email', `someone${i}@example.com`))
    expect((await sendCode(h, 'email', 'fresh@example.com')).envelope).toMatchObject({ code: 'rate_limited' })
    h.clock.advance(86_400_000)
    expect((await sendCode(h, 'email', EMAIL)).envelope?.status).toBe(1)
    expect(await outboxFor(h, EMAIL, 11)).toHaveLength(11)
  })

  it('sends phone codes through the SMS adapter (the outbox) and checks the account against the tab', async () => {
    await registerAccount(h, '+886912345678', 'old-secret')
    const code = await requestCode('+886912345678', 'phone')
    const [sms] = await outboxFor(h, '+886912345678')
    expect(sms?.channel).toBe('sms')
    expect((await sendCode(h, 'email', '+886912345678')).envelope).toMatchObject({ code: 'email_invalid' })
    expect((await sendCode(h, 'phone', EMAIL)).envelope).toMatchObject({ code: 'phone_invalid' })
    expect((await sendCode(h, 'fax', EMAIL)).envelope?.msg).toBe('Please choose email or phone.')
    dataOf(await reset(code, 'new-secret', '+886912345678', 'phone'))
    expect((await login(h, '+886912345678', 'new-secret')).envelope?.status).toBe(1)
  })

  it('writes the mail in the language of the request', async () => {
    dataOf(await sendCode(h, 'email', EMAIL, 'th'))
    const [mail] = await outboxFor(h, EMAIL)
    expect(mail?.subject).not.toBe('Your Tern verification code')
    expect(mail?.text).toMatch(/\d{6}/)
    expect(mail?.text).toMatch(/[\u0E00-\u0E7F]/)
  })

  it('lets the operator read the outbox with the CLI, and the start-up line says where codes go', async () => {
    const code = await requestCode()
    const lines: string[] = []
    expect(await runAdmin(['outbox', '5'], h, (line) => lines.push(line))).toBe(0)
    const printed = JSON.parse(lines.join('\n')) as { to: string; text: string }[]
    expect(printed.at(-1)).toMatchObject({ to: EMAIL, text: expect.stringContaining(code) })
    expect(describeMail(h.config)).toBe(
      `Mail: TERN_SMTP_URL is unset; codes go to the outbox ${h.config.outboxFile} (npm run admin -- outbox)`,
    )
    expect(describeMail({ ...h.config, smtpUrl: 'smtps://user:secret@mail.example:465' })).toBe(
      'Mail: SMTP mail.example:465',
    )
  })
})
