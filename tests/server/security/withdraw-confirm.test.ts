// Withdrawals confirmed by a code and held back from new destinations: the request freezes nothing, the mailed
// code (or the authenticator's, with two-factor sign-in) makes the withdrawal once, a destination waits
// TERN_WITHDRAW_NEW_DESTINATION_HOURS after binding, and the allow-list admits only its own entries.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { BankRecord, WithdrawChallenge, WithdrawInfo, WithdrawRecord } from '../../../contract/wallet'
import { checkLedger } from '../../../server/ledger/check'
import { balancesOf } from '../../../server/ledger/ledger'
import { createHarness, type Harness } from '../../support/server/harness'
import { codeIn, outboxFor, registerAccount } from '../../support/server/identity'
import { type CallResult, call, dataOf } from '../../support/server/request'
import { enrolTwoFactor, totpAt } from '../../support/server/security'
import { fund } from '../../support/server/wallet'

const codeOf = (result: CallResult<unknown>) => (result.envelope?.status === 0 ? result.envelope.code : 'ok')
let h: Harness
const USDT = 1_000_000n
const HOUR = 3_600_000

beforeEach(async () => {
  h = await createHarness({ TERN_AUTO_APPROVE: 'banks', TERN_DEMO_GRANT: '0' })
})
afterEach(async () => {
  expect(await checkLedger(h.db)).toEqual([])
  await h.close()
})

async function userWithAddress(name: string, address = 'TXconfirm0001abcd') {
  const token = await registerAccount(h, name, 'first-secret')
  const row = await h.db.selectFrom('users').select('id').where('username', '=', name).executeTakeFirstOrThrow()
  await fund(h, row.id, 'USDT', 100n * USDT)
  const bound = dataOf(
    await call<BankRecord>(h.app, '/api/addbank', { token, body: { type: 1, currency: 'USDT-TRC20', address } }),
  )
  return { id: row.id, token, bound, address }
}

const form = (address: string, amount = '20') => ({ tabType: 1, network: 'trc20', coin_address: address, amount })
const ask = (token: string, body: unknown) => call<WithdrawChallenge>(h.app, '/api/withdraw', { token, body })
const confirm = (token: string, id: number, code: string) =>
  call<WithdrawRecord>(h.app, '/api/withdraw_confirm', { token, body: { id, code } })

describe('new destinations', () => {
  it('wait 24 hours after binding, and the app is told until when', async () => {
    const user = await userWithAddress('una@example.com')
    const info = dataOf(await call<WithdrawInfo>(h.app, '/api/withdraw_info', { token: user.token }))
    expect(info.accounts[0]?.usable_from).toBe('2026-03-02T12:00:00.000Z')
    expect(info.confirm_by).toBe('email')
    expect((await ask(user.token, form(user.address))).envelope).toMatchObject({
      status: 0,
      code: 'destination_too_new',
      msg: 'This destination was added recently. Withdrawals to it are possible from 2026-03-02 12:00 (UTC).',
    })
    h.clock.advance(24 * HOUR - 1000)
    expect(codeOf(await ask(user.token, form(user.address)))).toBe('destination_too_new')
    h.clock.advance(1000)
    expect(dataOf(await ask(user.token, form(user.address))).method).toBe('email')
    expect(await outboxFor(h, 'una@example.com')).toHaveLength(1)
  })

  it('wait as long as TERN_WITHDRAW_NEW_DESTINATION_HOURS says', async () => {
    await h.close()
    h = await createHarness({
      TERN_AUTO_APPROVE: 'banks',
      TERN_DEMO_GRANT: '0',
      TERN_WITHDRAW_NEW_DESTINATION_HOURS: '2',
    })
    const user = await userWithAddress('vic@example.com')
    h.clock.advance(2 * HOUR)
    expect(dataOf(await ask(user.token, form(user.address))).request_id).toBeGreaterThan(0)
    expect(await outboxFor(h, 'vic@example.com')).toHaveLength(1)
  })
})

describe('confirmation by a mailed code', () => {
  it('freezes nothing until the code, notifies, and makes the withdrawal once', async () => {
    const user = await userWithAddress('wes@example.com')
    h.clock.advance(24 * HOUR)
    const asked = await ask(user.token, form(user.address, '30'))
    expect(asked.envelope?.msg).toBe(
      'We have mailed you a code to confirm this withdrawal. It is valid for 10 minutes.',
    )
    const { request_id } = dataOf(asked)
    expect(await balancesOf(h.db, user.id)).toMatchObject({ USDT: { available: 100n * USDT, frozen: 0n } })
    const [mail] = await outboxFor(h, 'wes@example.com')
    expect(mail?.subject).toBe('Confirm your Tern withdrawal')
    expect(mail?.text).toContain('30.00 USDT')
    const code = codeIn(mail?.text ?? '')
    const inbox = await h.db
      .selectFrom('notifications')
      .select(['kind', 'params'])
      .where('user_id', '=', user.id)
      .execute()
    expect(inbox.map((n) => n.kind)).toContain('withdraw_requested')

    const wrong = code === '000000' ? '111111' : '000000'
    expect((await confirm(user.token, request_id, wrong)).envelope).toMatchObject({ status: 0, code: 'wrong_code' })
    expect(await balancesOf(h.db, user.id)).toMatchObject({ USDT: { available: 100n * USDT, frozen: 0n } })
    const record = dataOf(await confirm(user.token, request_id, code))
    expect(record).toMatchObject({ amount: '30.00', fee: '1.00', status: 0 })
    expect(await balancesOf(h.db, user.id)).toMatchObject({ USDT: { available: 69n * USDT, frozen: 31n * USDT } })
    // Once: the same code again makes nothing more.
    expect((await confirm(user.token, request_id, code)).envelope).toMatchObject({ code: 'already_decided' })
    expect(await balancesOf(h.db, user.id)).toMatchObject({ USDT: { available: 69n * USDT, frozen: 31n * USDT } })
  })

  it('takes five attempts and lasts ten minutes', async () => {
    const user = await userWithAddress('xan@example.com')
    h.clock.advance(24 * HOUR)
    const first = dataOf(await ask(user.token, form(user.address)))
    const code = codeIn((await outboxFor(h, 'xan@example.com'))[0]?.text ?? '')
    const wrong = code === '000000' ? '111111' : '000000'
    const answers: string[] = []
    for (let i = 0; i < 5; i += 1) {
      answers.push(codeOf(await confirm(user.token, first.request_id, wrong)))
      h.clock.advance(10_000)
    }
    expect(answers).toEqual(['wrong_code', 'wrong_code', 'wrong_code', 'wrong_code', 'wrong_code'])
    expect((await confirm(user.token, first.request_id, code)).envelope).toMatchObject({ code: 'too_many_attempts' })

    h.clock.advance(20 * 60_000)
    const second = dataOf(await ask(user.token, form(user.address)))
    const mails = await outboxFor(h, 'xan@example.com', 2)
    const secondCode = codeIn(mails[1]?.text ?? '')
    h.clock.advance(10 * 60_000)
    expect((await confirm(user.token, second.request_id, secondCode)).envelope).toMatchObject({
      code: 'validation',
      msg: 'This withdrawal request has expired. Please submit it again.',
    })
    expect(await balancesOf(h.db, user.id)).toMatchObject({ USDT: { available: 100n * USDT, frozen: 0n } })
  })

  it('refuses another user\u2019s request id', async () => {
    const owner = await userWithAddress('yan@example.com')
    const other = await userWithAddress('zed@example.com', 'TXconfirm0002abcd')
    h.clock.advance(24 * HOUR)
    const { request_id } = dataOf(await ask(owner.token, form(owner.address)))
    const code = codeIn((await outboxFor(h, 'yan@example.com'))[0]?.text ?? '')
    expect((await confirm(other.token, request_id, code)).envelope).toMatchObject({ status: 0, code: 'not_found' })
    expect(await balancesOf(h.db, owner.id)).toMatchObject({ USDT: { available: 100n * USDT, frozen: 0n } })
    expect(
      (await call(h.app, '/api/allowlist_entry', { token: other.token, body: { id: owner.bound.id, on: 1 } })).envelope,
    ).toMatchObject({ status: 0, code: 'not_found' })
  })
})

describe('confirmation with two-factor sign-in', () => {
  it('takes the authenticator code, not a mailed one, and mails a notice', async () => {
    const user = await userWithAddress('abe@example.com')
    const { secret } = await enrolTwoFactor(h, user.token)
    h.clock.advance(24 * HOUR)
    const asked = dataOf(await ask(user.token, form(user.address)))
    expect(asked.method).toBe('totp')
    const [notice] = await outboxFor(h, 'abe@example.com')
    expect(notice?.subject).toBe('A withdrawal was requested from your Tern account')
    expect(notice?.text).not.toMatch(/\b\d{6}\b/)
    expect(codeOf(await confirm(user.token, asked.request_id, '000000'))).toBe('wrong_code')
    h.clock.advance(1000)
    const record = dataOf(await confirm(user.token, asked.request_id, await totpAt(h, secret)))
    expect(record.amount).toBe('20.00')
    expect(await balancesOf(h.db, user.id)).toMatchObject({ USDT: { available: 79n * USDT, frozen: 21n * USDT } })
  })
})

describe('the allow-list', () => {
  it('admits only destinations on it, each after the delay from when it was added', async () => {
    const user = await userWithAddress('bea@example.com')
    h.clock.advance(24 * HOUR)
    dataOf(await call(h.app, '/api/withdraw_allowlist', { token: user.token, body: { enabled: 1 } }))
    expect((await ask(user.token, form(user.address))).envelope).toMatchObject({
      status: 0,
      code: 'not_allowlisted',
      msg: 'Your allow-list is on and this destination is not on it.',
    })
    const listed = dataOf(
      await call<BankRecord>(h.app, '/api/allowlist_entry', { token: user.token, body: { id: user.bound.id, on: 1 } }),
    )
    expect(listed.allowlisted_at).toBe('2026-03-02T12:00:00.000Z')
    expect(listed.usable_from).toBe('2026-03-03T12:00:00.000Z')
    expect(codeOf(await ask(user.token, form(user.address)))).toBe('destination_too_new')
    h.clock.advance(24 * HOUR)
    expect(dataOf(await ask(user.token, form(user.address))).method).toBe('email')
    expect(await outboxFor(h, 'bea@example.com')).toHaveLength(1)
  })

  it('is turned off only with the code when two-factor sign-in is on', async () => {
    const user = await userWithAddress('cal@example.com')
    const { secret } = await enrolTwoFactor(h, user.token)
    dataOf(await call(h.app, '/api/withdraw_allowlist', { token: user.token, body: { enabled: 1 } }))
    expect(
      (await call(h.app, '/api/withdraw_allowlist', { token: user.token, body: { enabled: 0 } })).envelope,
    ).toMatchObject({
      code: 'two_factor_required',
    })
    const code = await totpAt(h, secret)
    dataOf(await call(h.app, '/api/withdraw_allowlist', { token: user.token, body: { enabled: 0, code } }))
    const info = dataOf(await call<WithdrawInfo>(h.app, '/api/withdraw_info', { token: user.token }))
    expect(info.allowlist).toBe(false)
  })
})
