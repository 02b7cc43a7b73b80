import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createHarness, type Harness } from '../../support/server/harness'
import { login, registerAccount } from '../../support/server/identity'
import { call, dataOf } from '../../support/server/request'

const EMAIL = 'bob@example.com'
let h: Harness
let token: string

beforeEach(async () => {
  h = await createHarness()
  token = await registerAccount(h, EMAIL, 'old-secret')
})
afterEach(() => h.close())

const change = (body: unknown, as = token) => call<{ revoked: number }>(h.app, '/api/password', { token: as, body })

describe('POST /api/password', () => {
  it('checks each field, the repeat and the length before anything else', async () => {
    const cases: [object, string][] = [
      [{ new_pwd: 'new-secret', re_new_pwd: 'new-secret' }, 'Please enter your current password.'],
      [{ old_pwd: 'old-secret', re_new_pwd: 'new-secret' }, 'Please enter a new password.'],
      [{ old_pwd: 'old-secret', new_pwd: 'new-secret' }, 'Please repeat the new password.'],
      [
        { old_pwd: 'old-secret', new_pwd: 'new-secret', re_new_pwd: 'new-secreT' },
        'The two passwords are inconsistent.',
      ],
      [{ old_pwd: 'old-secret', new_pwd: 'short', re_new_pwd: 'short' }, 'The password must be at least 6 characters.'],
    ]
    for (const [body, msg] of cases) expect((await change(body)).envelope).toMatchObject({ status: 0, msg })
    expect((await login(h, EMAIL, 'old-secret')).envelope?.status).toBe(1)
  })

  it('refuses a wrong current password and keeps the old one', async () => {
    const answer = await change({ old_pwd: 'not-it', new_pwd: 'new-secret', re_new_pwd: 'new-secret' })
    expect(answer.envelope).toMatchObject({ status: 0, code: 'validation', msg: 'The current password is incorrect.' })
    expect((await login(h, EMAIL, 'new-secret')).envelope?.status).toBe(0)
  })

  it('changes the password and ends every other session, keeping this one', async () => {
    const other = dataOf(await login(h, EMAIL, 'old-secret')).token
    const answer = await change({ old_pwd: 'old-secret', new_pwd: 'new-secret', re_new_pwd: 'new-secret' })
    expect(answer.envelope).toMatchObject({
      status: 1,
      msg: 'Password changed. Your other devices have been signed out.',
      data: { revoked: 1 },
    })
    expect((await call(h.app, '/api/userinfo', { token: other })).status).toBe(204)
    expect((await call(h.app, '/api/userinfo', { token })).envelope?.status).toBe(1)
    expect((await login(h, EMAIL, 'old-secret')).envelope?.status).toBe(0)
    expect((await login(h, EMAIL, 'new-secret')).envelope?.status).toBe(1)
  })
})
