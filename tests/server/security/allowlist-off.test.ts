// Turning the withdrawal allow-list off without two-factor sign-in: a code mailed to the account (as for a
// withdrawal), then the new-destination wait (TERN_WITHDRAW_NEW_DESTINATION_HOURS) before it stops applying, with
// the user notified in the inbox and by mail; turning it on again cancels. With two-factor sign-in: the TOTP code.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AllowlistState, SecurityInfo } from '../../../contract/security'
import type { BankRecord, WithdrawChallenge } from '../../../contract/wallet'
import { createHarness, type Harness } from '../../support/server/harness'
import { codeIn, outboxFor, registerAccount } from '../../support/server/identity'
import { type CallResult, call, dataOf } from '../../support/server/request'
import { enrolTwoFactor, totpAt } from '../../support/server/security'
import { fund } from '../../support/server/wallet'

const codeOf = (result: CallResult<unknown>) => (result.envelope?.status === 0 ? result.envelope.code : 'ok')
const HOUR = 3_600_000
const LISTED = 'TXlisted0001abcd'
const OTHER = 'TXother00001abcd'
let h: Harness

async function open(env: Record<string, string> = {}) {
  h = await createHarness({ TERN_AUTO_APPROVE: 'banks', TERN_DEMO_GRANT: '0', ...env })
}
beforeEach(() => open())
afterEach(() => h.close())

/** A funded user with two bound addresses, the allow-list on with only the first on it, both past their delay. */
async function listedUser(name: string, delayHours = 24) {
  const token = await registerAccount(h, name, 'first-secret')
  const row = await h.db.selectFrom('users').select('id').where('username', '=', name).executeTakeFirstOrThrow()
  await fund(h, row.id, 'USDT', 100_000_000n)
  const bind = async (address: string) =>
    dataOf(await call<BankRecord>(h.app, '/api/addbank', { token, body: { type: 1, currency: 'USDT-TRC20', address } }))
  const listed = await bind(LISTED)
  await bind(OTHER)
  dataOf(await call(h.app, '/api/withdraw_allowlist', { token, body: { enabled: 1 } }))
  dataOf(await call(h.app, '/api/allowlist_entry', { token, body: { id: listed.id, on: 1 } }))
  h.clock.advance(delayHours * HOUR)
  return { id: row.id, token }
}

const setAllowlist = (token: string, body: { enabled: 0 | 1; code?: string }) =>
  call<AllowlistState>(h.app, '/api/withdraw_allowlist', { token, body })
const askTo = (token: string, address: string) =>
  call<WithdrawChallenge>(h.app, '/api/withdraw', {
    token,
    body: { tabType: 1, network: 'trc20', coin_address: address, amount: '20' },
  })
const security = async (token: string) => dataOf(await call<SecurityInfo>(h.app, '/api/security', { token }))

/** The code in the newest allow-list mail to `to`. */
async function mailedCode(to: string, count: number) {
  const mails = (await outboxFor(h, to, count)).filter((m) => m.subject.includes('allow-list'))
  return codeIn(mails.at(-1)?.text ?? '')
}

describe('turning the allow-list off without two-factor sign-in', () => {
  it('asks for a mailed code, then waits the new-destination delay, notified', async () => {
    const user = await listedUser('ann@example.com')
    expect(codeOf(await askTo(user.token, OTHER))).toBe('not_allowlisted')

    const asked = await setAllowlist(user.token, { enabled: 0 })
    expect(asked.envelope).toMatchObject({
      status: 1,
      msg: 'We have sent you a code to confirm turning the allow-list off. It is valid for 10 minutes.',
      data: { enabled: true, off_at: null, code_expires_at: '2026-03-02T12:10:00.000Z' },
    })
    expect(await security(user.token)).toMatchObject({ withdraw_allowlist: true, withdraw_allowlist_off_at: null })
    const [mail] = await outboxFor(h, 'ann@example.com')
    expect(mail?.subject).toBe('Confirm turning off your withdrawal allow-list')
    expect(mail?.text).toMatch(/turns off 24 hours later/)
    const code = codeIn(mail?.text ?? '')
    const stored = await h.db.selectFrom('allowlist_off_requests').selectAll().execute()
    expect(JSON.stringify(stored)).not.toContain(code)

    const wrong = code === '000000' ? '111111' : '000000'
    expect(codeOf(await setAllowlist(user.token, { enabled: 0, code: wrong }))).toBe('wrong_code')
    const confirmed = await setAllowlist(user.token, { enabled: 0, code })
    expect(confirmed.envelope).toMatchObject({
      status: 1,
      msg: 'Confirmed. Your allow-list still applies until the time shown, then turns off. Turn it on again to cancel.',
      data: { enabled: true, off_at: '2026-03-03T12:00:00.000Z', code_expires_at: null },
    })
    expect(await security(user.token)).toMatchObject({
      withdraw_allowlist: true,
      withdraw_allowlist_off_at: '2026-03-03T12:00:00.000Z',
    })
    const inbox = await h.db
      .selectFrom('notifications')
      .select(['kind', 'params'])
      .where('user_id', '=', user.id)
      .execute()
    expect(inbox.filter((n) => n.kind === 'allowlist_off').map((n) => JSON.parse(n.params))).toEqual([
      { time: '2026-03-03T12:00:00.000Z' },
    ])
    const notices = await outboxFor(h, 'ann@example.com', 2)
    expect(notices[1]?.text).toMatch(/^Your withdrawal allow-list turns off on 2026-03-03 12:00 \(UTC\)\./)
    // The same code again changes nothing: the turn-off already waits.
    expect(codeOf(await setAllowlist(user.token, { enabled: 0, code }))).toBe('ok')

    h.clock.advance(24 * HOUR - 1000)
    expect(codeOf(await askTo(user.token, OTHER))).toBe('not_allowlisted')
    h.clock.advance(1000)
    expect(dataOf(await askTo(user.token, OTHER)).method).toBe('email')
    expect(await security(user.token)).toMatchObject({ withdraw_allowlist: false, withdraw_allowlist_off_at: null })
  })

  it('is cancelled by turning the list on again', async () => {
    const user = await listedUser('bob@example.com')
    dataOf(await setAllowlist(user.token, { enabled: 0 }))
    const code = await mailedCode('bob@example.com', 1)
    dataOf(await setAllowlist(user.token, { enabled: 0, code }))
    const on = dataOf(await setAllowlist(user.token, { enabled: 1 }))
    expect(on).toEqual({ enabled: true, off_at: null, code_expires_at: null })
    h.clock.advance(48 * HOUR)
    expect(codeOf(await askTo(user.token, OTHER))).toBe('not_allowlisted')
    expect(await security(user.token)).toMatchObject({ withdraw_allowlist: true, withdraw_allowlist_off_at: null })
  })

  it('refuses an expired, replaced or over-tried code, and more than 5 requests an hour', async () => {
    const user = await listedUser('cy@example.com')
    dataOf(await setAllowlist(user.token, { enabled: 0 }))
    const first = await mailedCode('cy@example.com', 1)
    h.clock.advance(10 * 60_000)
    expect((await setAllowlist(user.token, { enabled: 0, code: first })).envelope).toMatchObject({
      code: 'validation',
      msg: 'This code has expired or was already used. Please ask for a new one.',
    })
    dataOf(await setAllowlist(user.token, { enabled: 0 }))
    const second = await mailedCode('cy@example.com', 2)
    dataOf(await setAllowlist(user.token, { enabled: 0 }))
    const third = await mailedCode('cy@example.com', 3)
    if (second !== third)
      expect(codeOf(await setAllowlist(user.token, { enabled: 0, code: second }))).toBe('wrong_code')
    const wrong = third === '000000' ? '111111' : '000000'
    while (codeOf(await setAllowlist(user.token, { enabled: 0, code: wrong })) === 'wrong_code');
    expect(codeOf(await setAllowlist(user.token, { enabled: 0, code: third }))).toBe('too_many_attempts')
    expect(await security(user.token)).toMatchObject({ withdraw_allowlist: true, withdraw_allowlist_off_at: null })
    dataOf(await setAllowlist(user.token, { enabled: 0 }))
    dataOf(await setAllowlist(user.token, { enabled: 0 }))
    expect(codeOf(await setAllowlist(user.token, { enabled: 0 }))).toBe('rate_limited')
  })

  it('waits as long as TERN_WITHDRAW_NEW_DESTINATION_HOURS says', async () => {
    await h.close()
    await open({ TERN_WITHDRAW_NEW_DESTINATION_HOURS: '2' })
    const user = await listedUser('dee@example.com', 2)
    dataOf(await setAllowlist(user.token, { enabled: 0 }))
    const code = await mailedCode('dee@example.com', 1)
    expect(dataOf(await setAllowlist(user.token, { enabled: 0, code })).off_at).toBe('2026-03-01T16:00:00.000Z')
    h.clock.advance(2 * HOUR)
    expect(dataOf(await askTo(user.token, OTHER)).method).toBe('email')
  })
})

describe('turning the allow-list off with two-factor sign-in', () => {
  it('takes the authenticator code, mails no code, and notifies', async () => {
    const user = await listedUser('eve@example.com')
    const { secret } = await enrolTwoFactor(h, user.token)
    expect(codeOf(await setAllowlist(user.token, { enabled: 0 }))).toBe('two_factor_required')
    expect(codeOf(await setAllowlist(user.token, { enabled: 0, code: '000000' }))).toBe('wrong_code')
    h.clock.advance(1000)
    const off = dataOf(await setAllowlist(user.token, { enabled: 0, code: await totpAt(h, secret) }))
    expect(off).toEqual({ enabled: false, off_at: null, code_expires_at: null })
    expect(dataOf(await askTo(user.token, OTHER)).method).toBe('totp')
    const mails = await outboxFor(h, 'eve@example.com', 2)
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'A withdrawal was requested from your Tern account',
      'Withdrawal allow-list turning off',
    ])
    expect(mails.every((m) => !/\b\d{6}\b/.test(m.text))).toBe(true)
    const kinds = await h.db.selectFrom('notifications').select('kind').where('user_id', '=', user.id).execute()
    expect(kinds.map((n) => n.kind)).toContain('allowlist_off')
  })
})
