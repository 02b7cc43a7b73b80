// Account events notify the user: a password change, a password reset, a sign-in from a new device.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { LoginResult } from '../../../contract/api'
import { deviceOf } from '../../../server/features/accounts/devices'
import { findUserByName } from '../../../server/features/accounts/repo'
import { alertCount, notificationsOf, onlyAlert } from '../../support/server/alerts'
import { createHarness, type Harness } from '../../support/server/harness'
import { codeIn, outboxFor, resetPassword, sendCode } from '../../support/server/identity'
import { call, dataOf } from '../../support/server/request'

const EMAIL = 'carol@example.com'
const androidChrome =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
const windowsFirefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'
const iphoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
let h: Harness
let userId: number

const signIn = async (userAgent: string, pwd = 'old-secret') =>
  dataOf(
    await call<LoginResult>(h.app, '/main/login', { body: { name: EMAIL, pwd }, headers: { 'User-Agent': userAgent } }),
  ).token

beforeEach(async () => {
  h = await createHarness()
  const body = { name: EMAIL, pwd: 'old-secret' }
  dataOf(await call(h.app, '/main/register', { body, headers: { 'User-Agent': androidChrome } }))
  userId = (await findUserByName(h.db, EMAIL))?.id ?? 0
})
afterEach(() => h.close())

describe('account events', () => {
  it('tells browser families and platforms apart', () => {
    expect(deviceOf(androidChrome)).toBe('Chrome / Android')
    expect(deviceOf(windowsFirefox)).toBe('Firefox / Windows')
    expect(deviceOf(iphoneSafari)).toBe('Safari / iOS')
    expect(deviceOf('')).toBe('Unknown / Unknown')
  })

  it('notifies a sign-in from a new device once, and not registration or a known device', async () => {
    const token = await signIn(androidChrome)
    expect(await notificationsOf(h, userId)).toEqual([])
    await signIn(windowsFirefox)
    await signIn(windowsFirefox)
    expect(await notificationsOf(h, userId)).toEqual([
      {
        kind: 'new_sign_in',
        params: { device: 'Firefox / Windows', address: expect.any(String), time: h.clock().toISOString() },
      },
    ])
    const alert = await onlyAlert(h, token)
    expect(alert.title).toBe('New sign-in')
    expect(alert.content).toMatch(/^Your account was signed in on a new device \(Firefox \/ Windows, from .+\) on /)
  })

  it('notifies a password change', async () => {
    const token = await signIn(androidChrome)
    const body = { old_pwd: 'old-secret', new_pwd: 'new-secret', re_new_pwd: 'new-secret' }
    dataOf(await call(h.app, '/api/password', { token, body }))
    expect(await onlyAlert(h, token, 'ko')).toMatchObject({ kind: 'password_changed', title: '비밀번호 변경됨' })
  })

  it('a refused password change notifies nobody', async () => {
    const token = await signIn(androidChrome)
    const body = { old_pwd: 'wrong-one', new_pwd: 'new-secret', re_new_pwd: 'new-secret' }
    expect((await call(h.app, '/api/password', { token, body })).envelope?.status).toBe(0)
    expect(await alertCount(h, token)).toBe(0)
  })

  it('notifies a password reset, seen after signing in again', async () => {
    dataOf(await sendCode(h, 'email', EMAIL))
    const [mail] = await outboxFor(h, EMAIL)
    dataOf(await resetPassword(h, { type: 'email', account: EMAIL, code: codeIn(mail?.text ?? ''), pwd: 'new-secret' }))
    const token = await signIn(androidChrome, 'new-secret')
    expect(await onlyAlert(h, token)).toMatchObject({
      kind: 'password_reset',
      content: 'Your password was reset with a recovery code. If this was not you, contact support at once.',
    })
  })
})
