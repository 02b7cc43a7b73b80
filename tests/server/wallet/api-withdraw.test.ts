import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { BankRecord, WithdrawDetail, WithdrawInfo } from '../../../contract/wallet'
import { reviewWithdrawal } from '../../../server/features/withdraw/service'
import { checkLedger } from '../../../server/ledger/check'
import { balancesOf } from '../../../server/ledger/ledger'
import { createHarness, type Harness } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'
import { confirmRequest, preparedRequest, withdrawConfirmed } from '../../support/server/security'
import { approvedRecord, createSignedInUser, fund } from '../../support/server/wallet'

let h: Harness
let user: { id: number; token: string }
const USDT = 1_000_000n

beforeEach(async () => {
  h = await createHarness({ TERN_WITHDRAW_NEW_DESTINATION_HOURS: '0', TERN_AUTO_APPROVE: 'none' })
  user = await createSignedInUser(h)
})
afterEach(async () => {
  expect(await checkLedger(h.db)).toEqual([])
  await h.close()
})

const card = (id: number) => ({
  tabType: 0,
  bank_name: 'Kasikorn',
  bank_branch: 'Silom',
  bank_account: `1234${id}`,
  name: 'Gus Tester',
  idcard: 'ID998877',
  phone: '+66812345678',
})
const withdraw = (body: unknown, token = user.token, headers?: Record<string, string>) =>
  withdrawConfirmed(h, token, body, headers)

describe('withdraw', () => {
  it('asks to bind an account first', async () => {
    await fund(h, user.id, 'USDT', 100n * USDT)
    expect((await withdraw({ ...card(user.id), amount: '20' })).envelope).toMatchObject({
      code: 'account_not_bound',
      msg: 'Please bind a bank card or address first.',
    })
  })

  it('freezes amount + fee, lists it, and returns everything on rejection', async () => {
    await fund(h, user.id, 'USDT', 100n * USDT)
    await approvedRecord(h, user.id, 0)
    const info = dataOf(await call<WithdrawInfo>(h.app, '/api/withdraw_info', { token: user.token }))
    expect(info).toMatchObject({ money: '100.00', withdraw_min: '10.00', withdraw_fee: '1.00' })
    expect(info.accounts).toHaveLength(1)
    const record = dataOf(await withdraw({ ...card(user.id), amount: '20' }))
    expect(record).toMatchObject({ amount: '20.00', fee: '1.00', status: 0, status_desc: 'Pending review' })
    expect(record.order_id).toMatch(/^W\d{8}\d{6}$/)
    expect(await balancesOf(h.db, user.id)).toMatchObject({ USDT: { available: 79n * USDT, frozen: 21n * USDT } })
    const detail = dataOf(
      await call<WithdrawDetail>(h.app, '/api/withdraw_detail', { token: user.token, body: { id: record.id } }),
    )
    expect(detail.bank_info).toMatchObject({ type: 0, bank: 'Kasikorn', account: `1234${user.id}` })
    expect(dataOf(await call(h.app, '/api/withdraw_history', { token: user.token }))).toEqual([record])
    await reviewWithdrawal(h, record.id, false, 'name mismatch')
    expect(await balancesOf(h.db, user.id)).toMatchObject({ USDT: { available: 100n * USDT, frozen: 0n } })
    const after = dataOf(
      await call<WithdrawDetail>(h.app, '/api/withdraw_detail', { token: user.token, body: { id: record.id } }),
    )
    expect(after).toMatchObject({ status: 2, status_desc: 'Rejected', reason: 'name mismatch' })
    await expect(reviewWithdrawal(h, record.id, true, '')).rejects.toMatchObject({ code: 'already_decided' })
  })

  it('pays out to an approved TRC20 address on approval', async () => {
    await fund(h, user.id, 'USDT', 50n * USDT)
    await approvedRecord(h, user.id, 1)
    const body = { tabType: 1, network: 'trc20', coin_address: `TXaddr${user.id}abcdefgh`, amount: '49' }
    const record = dataOf(await withdraw(body))
    await reviewWithdrawal(h, record.id, true, '')
    expect(await balancesOf(h.db, user.id)).toMatchObject({ USDT: { available: 0n, frozen: 0n } })
    const detail = dataOf(
      await call<WithdrawDetail>(h.app, '/api/withdraw_detail', { token: user.token, body: { id: record.id } }),
    )
    expect(detail).toMatchObject({ status: 1, status_desc: 'Paid', bank_info: { type: 1, network: 'trc20' } })
  })

  it.each([
    [{ bank_name: '' }, 'validation', 'Please enter the bank name.'],
    [{ bank_branch: '' }, 'validation', 'Please enter the branch.'],
    [{ bank_account: '' }, 'validation', 'Please enter the card number.'],
    [{ name: '' }, 'validation', "Please enter the account holder's name."],
    [{ idcard: '' }, 'validation', 'Please enter the ID number.'],
    [{ phone: '' }, 'validation', 'Please enter the contact number.'],
    [
      { bank_account: '999' },
      'account_not_bound',
      'This card or address is not bound to your account or is not approved yet.',
    ],
    [{ amount: '' }, 'validation', 'Please enter the withdrawal amount.'],
    [{ amount: 'abc' }, 'validation', 'Please enter a valid amount.'],
    [{ amount: '9.99' }, 'below_minimum', 'The minimum withdrawal is 10.00 USDT.'],
    [{ amount: '99.000001' }, 'insufficient_balance', 'Insufficient balance.'],
    [{ tabType: 3 }, 'validation', 'Some fields are missing or invalid.'],
    [{ tabType: 1, network: 'bep20', coin_address: 'x' }, 'validation', 'Please choose the network (TRC20 or ERC20).'],
    [{ tabType: 1, network: 'trc20', coin_address: '' }, 'validation', 'Please enter the address.'],
  ])('refuses %j with %s and moves nothing', async (change, code, msg) => {
    await fund(h, user.id, 'USDT', 100n * USDT)
    await approvedRecord(h, user.id, 0)
    const res = await withdraw({ ...card(user.id), amount: '20', ...change })
    expect(res.envelope).toMatchObject({ status: 0, code, msg })
    expect(await balancesOf(h.db, user.id)).toMatchObject({ USDT: { available: 100n * USDT, frozen: 0n } })
    expect(await h.db.selectFrom('withdrawals').selectAll().execute()).toEqual([])
  })

  it('never uses another user’s approved card or shows their withdrawals', async () => {
    const other = await createSignedInUser(h)
    await fund(h, other.id, 'USDT', 100n * USDT)
    await approvedRecord(h, other.id, 0)
    await fund(h, user.id, 'USDT', 100n * USDT)
    await approvedRecord(h, user.id, 1)
    expect((await withdraw({ ...card(other.id), amount: '20' })).envelope).toMatchObject({ code: 'account_not_bound' })
    const theirs = dataOf(await withdraw({ ...card(other.id), amount: '20' }, other.token))
    const detail = await call(h.app, '/api/withdraw_detail', { token: user.token, body: { id: theirs.id } })
    expect(detail.envelope).toMatchObject({ status: 0, code: 'not_found' })
    expect(dataOf(await call(h.app, '/api/withdraw_history', { token: user.token }))).toEqual([])
    const info = dataOf(await call<WithdrawInfo>(h.app, '/api/withdraw_info', { token: user.token }))
    expect(info.accounts.map((a: BankRecord) => a.type)).toEqual([1])
  })

  it('refuses malformed detail requests', async () => {
    for (const body of ['{x', { id: 'abc' }, { id: -1 }, {}]) {
      const res = await call(h.app, '/api/withdraw_detail', { token: user.token, body })
      expect(res.status).toBe(200)
      expect(res.envelope?.status).toBe(0)
    }
  })

  it('a double submission with one key freezes once', async () => {
    await fund(h, user.id, 'USDT', 100n * USDT)
    await approvedRecord(h, user.id, 0)
    const headers = { 'Idempotency-Key': 'w-1' }
    const id = await preparedRequest(h, user.token, { ...card(user.id), amount: '30' })
    const a = await confirmRequest(h.app, user.token, id, headers)
    const b = await confirmRequest(h.app, user.token, id, headers)
    expect(a.envelope?.status).toBe(1)
    expect(b.envelope).toEqual(a.envelope)
    expect(await balancesOf(h.db, user.id)).toMatchObject({ USDT: { available: 69n * USDT, frozen: 31n * USDT } })
  })
})
