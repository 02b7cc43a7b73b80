// A withdrawal to a bound bank card through HTTP, the way the form makes it: bind the card, read it back from
// GET /api/bank and /api/withdraw_info (ID number and contact number masked), send the form filled from it, and
// the payout goes to the card's own, unmasked details.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { BankRecord, WithdrawDetail, WithdrawInfo } from '../../../contract/wallet'
import { checkLedger } from '../../../server/ledger/check'
import { createHarness, type Harness } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'
import { withdrawConfirmed } from '../../support/server/security'
import { createSignedInUser, fund } from '../../support/server/wallet'

let h: Harness
let user: { id: number; token: string }
const USDT = 1_000_000n

beforeEach(async () => {
  h = await createHarness({ TERN_WITHDRAW_NEW_DESTINATION_HOURS: '0', TERN_AUTO_APPROVE: 'banks' })
  user = await createSignedInUser(h)
})
afterEach(async () => {
  expect(await checkLedger(h.db)).toEqual([])
  await h.close()
})

const bankForm = {
  type: 0,
  bank: 'Kasikorn',
  branch: 'Silom',
  account: '123 456 7890',
  name: 'Gus Tester',
  idcard: '3100500123456',
  phone: '+66812345678',
}

describe('withdrawal to a bound bank card', () => {
  it('answers the card with its ID and contact number masked to the last four characters', async () => {
    dataOf(await call<BankRecord>(h.app, '/api/addbank', { token: user.token, body: bankForm }))
    const [card] = dataOf(await call<BankRecord[]>(h.app, '/api/bank', { token: user.token }))
    expect(card).toMatchObject({ account: '1234567890', idcard: '*********3456', phone: '********5678' })
    const info = dataOf(await call<WithdrawInfo>(h.app, '/api/withdraw_info', { token: user.token }))
    expect(info.accounts.map((a) => [a.idcard, a.phone])).toEqual([['*********3456', '********5678']])
  })

  it('withdraws with the form filled from GET /api/bank, paying out to the card’s own details', async () => {
    await fund(h, user.id, 'USDT', 100n * USDT)
    dataOf(await call<BankRecord>(h.app, '/api/addbank', { token: user.token, body: bankForm }))
    const [card] = dataOf(await call<BankRecord[]>(h.app, '/api/bank', { token: user.token }))
    if (!card) throw new Error('no card')
    const body = {
      tabType: 0,
      bank_name: card.bank,
      bank_branch: card.branch,
      bank_account: card.account,
      name: card.name,
      idcard: card.idcard,
      phone: card.phone,
      amount: '20',
    }
    const record = dataOf(await withdrawConfirmed(h, user.token, body))
    expect(record).toMatchObject({ amount: '20.00', status: 0 })
    const detail = dataOf(
      await call<WithdrawDetail>(h.app, '/api/withdraw_detail', { token: user.token, body: { id: record.id } }),
    )
    expect(detail.bank_info).toMatchObject({ account: '1234567890', idcard: '3100500123456', phone: '+66812345678' })
  })
})
