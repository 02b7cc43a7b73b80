import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { LoginResult, UserInfo } from '../../contract/api'
import { createHarness, type Harness } from '../support/server/harness'
import { call, dataOf, register } from '../support/server/request'

let h: Harness

beforeEach(async () => {
  h = await createHarness()
})
afterEach(() => h.close())

const registerAlice = () => register(h.app, '  Alice@Example.COM ', 'alice-pw')

describe('register', () => {
  it('creates an email account, stored lower-cased and trimmed, with a 30-day token', async () => {
    const emailUser = await registerAlice()
    expect(emailUser.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(emailUser.expires_at).toBe('2026-03-31T12:00:00.000Z')
    const info = dataOf(await call<UserInfo>(h.app, '/api/userinfo', { token: emailUser.token }))
    expect(info.username).toBe('alice@example.com')
  })

  it('creates a phone account in E.164 form', async () => {
    const { token } = await register(h.app, '+66 081 234 5678')
    const info = dataOf(await call<UserInfo>(h.app, '/api/userinfo', { token }))
    expect(info.username).toBe('+66812345678')
  })

  it('refuses a duplicate, whatever the case of the email', async () => {
    await registerAlice()
    const res = await call(h.app, '/main/register', { body: { name: 'ALICE@example.com', pwd: 'another-pw' } })
    expect(res.envelope).toMatchObject({ status: 0, code: 'account_exists', data: null })
  })

  it.each([
    [{ name: 'bob@example.com', pwd: '12345' }, 'password_too_short'],
    [{ name: '+66 12', pwd: 'secret-pw' }, 'phone_invalid'],
    [{ name: '0812345678', pwd: 'secret-pw' }, 'phone_invalid'],
    [{ name: 'not-an-email', pwd: 'secret-pw' }, 'email_invalid'],
    [{ name: 'bob@example.com' }, 'validation'],
    [{ pwd: 'secret-pw' }, 'validation'],
    [{ name: 42, pwd: 'secret-pw' }, 'validation'],
    [{ name: 'bob@example.com', pwd: 123456 }, 'validation'],
    [[], 'validation'],
    ['{"name": "bob@example.com", "pwd": ', 'bad_request'],
    ['', 'bad_request'],
  ])('answers %j with %s', async (body, code) => {
    const res = await call(h.app, '/main/register', { body })
    expect(res.status).toBe(200)
    expect(res.envelope).toMatchObject({ status: 0, code, data: null })
    expect(res.envelope?.msg).toEqual(expect.any(String))
  })
})

describe('login', () => {
  it('returns a new working token for the right password, whatever the email case', async () => {
    const emailUser = await registerAlice()
    const res = await call<LoginResult>(h.app, '/main/login', { body: { name: 'ALICE@example.com', pwd: 'alice-pw' } })
    expect(res.envelope).toMatchObject({ status: 1, msg: 'Signed in' })
    const { token } = dataOf(res)
    expect(token).not.toBe(emailUser.token)
    expect(dataOf(await call<UserInfo>(h.app, '/api/userinfo', { token })).username).toBe('alice@example.com')
  })

  it('gives the same answer for a wrong password and an unknown account', async () => {
    await registerAlice()
    const wrongPwd = await call(h.app, '/main/login', { body: { name: 'alice@example.com', pwd: 'nope-nope' } })
    const unknown = await call(h.app, '/main/login', { body: { name: 'nobody@example.com', pwd: 'alice-pw' } })
    expect(wrongPwd.envelope).toEqual({
      status: 0,
      msg: 'Incorrect account or password.',
      code: 'login_failed',
      data: null,
    })
    expect(unknown.envelope).toEqual(wrongPwd.envelope)
  })
})

describe('userinfo', () => {
  it('returns every field, with the demo grant as money', async () => {
    const emailUser = await registerAlice()
    const info = dataOf(await call<UserInfo>(h.app, '/api/userinfo', { token: emailUser.token }))
    expect(info).toEqual({
      id: expect.any(Number),
      username: 'alice@example.com',
      alert_count: 0,
      realname: '',
      idcard_num: '',
      country: '',
      address: '',
      basic_verify_status: 0,
      rzstatus: 0,
      basic_verify_reason: '',
      rz_reason: '',
      money: '10000.00',
      score: 50,
      demo: true,
      demo_account: false,
    })
  })
})
