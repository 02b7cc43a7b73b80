import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { BankRecord } from '../../../contract/wallet'
import { createHarness, type Harness } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'
import { createSignedInUser } from '../../support/server/wallet'

let h: Harness
let token: string

beforeEach(async () => {
  h = await createHarness({ TERN_AUTO_APPROVE: 'none' })
  token = (await createSignedInUser(h)).token
})
afterEach(() => h.close())

const bankForm = {
  type: 0,
  bank: 'SCB',
  branch: 'Asok',
  account: '111 222 333',
  name: 'Ann',
  idcard: 'X1',
  phone: '0812',
}
const addressForm = { type: 1, currency: 'USDT-TRC20', address: 'TQ1234567890abcdef' }
const add = (body: unknown, t = token) => call<BankRecord>(h.app, '/api/addbank', { token: t, body })
const list = async (t = token) => dataOf(await call<BankRecord[]>(h.app, '/api/bank', { token: t }))

describe('bank cards and addresses', () => {
  it('adds both kinds pending review and lists them', async () => {
    const cardRecord = dataOf(await add(bankForm))
    expect(cardRecord).toMatchObject({ type: 0, status: 0, account: '111222333', bank: 'SCB' })
    const address = dataOf(await add({ ...addressForm, remark: 'ledger' }))
    expect(address).toMatchObject({ type: 1, status: 0, currency: 'USDT-TRC20', remark: 'ledger' })
    expect((await list()).map((r) => r.id)).toEqual([address.id, cardRecord.id])
    // The ID number and contact number come back masked, wholly when four characters or fewer.
    expect(cardRecord).toMatchObject({ idcard: '**', phone: '****' })
    expect(address).toMatchObject({ idcard: '', phone: '' })
  })

  it.each([
    [{ bank: '' }, 'Please enter the bank name.'],
    [{ branch: '' }, 'Please enter the branch.'],
    [{ account: '' }, 'Please enter the card number.'],
    [{ name: '' }, "Please enter the account holder's name."],
    [{ idcard: '' }, 'Please enter the ID number.'],
    [{ phone: '' }, 'Please enter the contact number.'],
  ])('refuses a bank form with %j', async (change, msg) => {
    expect((await add({ ...bankForm, ...change })).envelope).toMatchObject({ status: 0, code: 'validation', msg })
  })

  it.each([
    [{ currency: 'DOGE' }, 'Please select a currency.'],
    [{ currency: undefined }, 'Please select a currency.'],
    [{ address: '' }, 'Please enter the address.'],
    [{ address: 'bad address!' }, 'Some fields are missing or invalid.'],
    [{ type: 5 }, 'Some fields are missing or invalid.'],
  ])('refuses an address form with %j', async (change, msg) => {
    expect((await add({ ...addressForm, ...change })).envelope).toMatchObject({ status: 0, msg })
    expect(await list()).toEqual([])
  })

  it('accepts every spec currency and refuses a duplicate', async () => {
    for (const currency of ['USDT-ERC20', 'USDT-TRC20', 'USDC', 'BUSD', 'BTC', 'ETH', 'XRP', 'BNB']) {
      dataOf(await add({ ...addressForm, currency }))
    }
    expect((await add(addressForm)).envelope).toMatchObject({ msg: 'This card or address is already bound.' })
  })

  it('deletes only the caller’s own records', async () => {
    const mine = dataOf(await add(bankForm))
    const other = await createSignedInUser(h)
    expect((await call(h.app, '/api/delbank', { token: other.token, body: { id: mine.id } })).envelope).toMatchObject({
      code: 'not_found',
    })
    expect(await list(other.token)).toEqual([])
    dataOf(await call(h.app, '/api/delbank', { token, body: { id: mine.id } }))
    expect(await list()).toEqual([])
    expect((await call(h.app, '/api/delbank', { token, body: { id: mine.id } })).envelope).toMatchObject({
      code: 'not_found',
    })
    expect((await call(h.app, '/api/delbank', { token, body: '{' })).envelope).toMatchObject({ code: 'bad_request' })
  })

  it('approves automatically when bank reviews are auto-approved (demo default)', async () => {
    const demo = await createHarness()
    try {
      const u = await createSignedInUser(demo)
      const record = dataOf(await call<BankRecord>(demo.app, '/api/addbank', { token: u.token, body: bankForm }))
      expect(record.status).toBe(1)
    } finally {
      await demo.close()
    }
  })
})
