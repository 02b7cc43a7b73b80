import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { RechargeConfig, RechargeRecord, UploadAnswer, UserBalance } from '../../../contract/wallet'
import { checkLedger } from '../../../server/ledger/check'
import { createHarness, type Harness } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'
import { createSignedInUser, pngDataUrl, setPrices } from '../../support/server/wallet'

let h: Harness
let token: string

beforeEach(async () => {
  h = await createHarness({ TERN_AUTO_APPROVE: 'none' })
  token = (await createSignedInUser(h)).token
  setPrices(h, { btc: 6_700_000, eth: 345_000 })
})
afterEach(async () => {
  expect(await checkLedger(h.db)).toEqual([])
  await h.close()
})

async function proof(t = token): Promise<UploadAnswer> {
  return dataOf(
    await call<UploadAnswer>(h.app, '/api/stream_upload/type/payimg', { token: t, body: { image: pngDataUrl } }),
  )
}
const recharge = (body: unknown, t = token, headers?: Record<string, string>) =>
  call<RechargeRecord>(h.app, '/api/recharge', { token: t, body, headers })
const balance = async (t = token) => dataOf(await call<UserBalance>(h.app, '/api/user_balance', { token: t, body: {} }))

describe('recharge', () => {
  it('answers the configured minimum and demo addresses', async () => {
    const config = dataOf(await call<RechargeConfig>(h.app, '/api/recharge_config', { token }))
    expect(config.amount_min).toBe('10.00')
    expect(config.trc).toContain('not-a-real')
    expect(Object.keys(config).sort()).toEqual(['amount_min', 'btc', 'erc', 'eth', 'trc'])
  })

  it('records a pending deposit that credits nothing until approved', async () => {
    const { src } = await proof()
    const record = dataOf(await recharge({ type: 1, amount: '25.5', pic: src }))
    expect(record).toMatchObject({ type: 1, coin: 'USDT', amount: '25.50', status: 0, status_desc: 'Pending review' })
    expect((await balance()).USDT).toBe('0.00')
    const history = dataOf(await call<RechargeRecord[]>(h.app, '/api/recharge_history', { token }))
    expect(history).toEqual([record])
  })

  it('accepts BTC deposits valued at the market price, in BTC', async () => {
    const { fname } = await proof()
    const record = dataOf(await recharge({ type: 2, amount: '0.001', pic: fname }))
    expect(record).toMatchObject({ coin: 'BTC', amount: '0.001' })
    // 0.0001 BTC is worth 6.70 USDT, under the 10 USDT minimum.
    expect((await recharge({ type: 2, amount: '0.0001', pic: fname })).envelope).toMatchObject({
      code: 'below_minimum',
    })
  })

  it.each([
    [{ amount: '20', pic: 'x' }, 'validation', 'Please select a currency.'],
    [{ type: 0, pic: 'x' }, 'validation', 'Please enter an amount.'],
    [{ type: 0, amount: '1.1234567', pic: 'x' }, 'validation', 'Please enter a valid amount.'],
    [{ type: 0, amount: '-5', pic: 'x' }, 'validation', 'Please enter a valid amount.'],
    [{ type: 0, amount: '9.99', pic: 'x' }, 'below_minimum', 'The minimum deposit is $10.00.'],
    [{ type: 0, amount: '10' }, 'validation', 'Please upload the payment screenshot.'],
    [
      { type: 0, amount: '10', pic: '/uploads/0123456789abcdef0123456789abcdef.png' },
      'validation',
      'The payment screenshot was not found. Please upload it again.',
    ],
    [{ type: 7, amount: '10', pic: 'x' }, 'validation', 'Some fields are missing or invalid.'],
    [{ type: 0, amount: { n: 1 }, pic: 'x' }, 'validation', 'Some fields are missing or invalid.'],
  ])('refuses %j with %s', async (body, code, msg) => {
    expect((await recharge(body)).envelope).toMatchObject({ status: 0, code, msg })
    expect(await h.db.selectFrom('deposits').selectAll().execute()).toEqual([])
  })

  it('localizes the minimum message', async () => {
    const res = await call(h.app, '/api/recharge', { token, lang: 'de', body: { type: 0, amount: '1', pic: 'x' } })
    expect(res.envelope?.msg).toBe('Die Mindesteinzahlung beträgt $10.00.')
  })

  it('refuses malformed JSON and another user’s proof image', async () => {
    expect((await recharge('{nope')).envelope).toMatchObject({ status: 0, code: 'bad_request' })
    const other = await createSignedInUser(h)
    const { src } = await proof(other.token)
    expect((await recharge({ type: 0, amount: '20', pic: src })).envelope).toMatchObject({ code: 'validation' })
  })

  it('answers a repeated idempotency key with the first record, and refuses a different body', async () => {
    const { src } = await proof()
    const headers = { 'Idempotency-Key': 'dep-1' }
    const first = await recharge({ type: 0, amount: '20', pic: src }, token, headers)
    const again = await recharge({ type: 0, amount: '20', pic: src }, token, headers)
    expect(again.envelope).toEqual(first.envelope)
    expect(await h.db.selectFrom('deposits').selectAll().execute()).toHaveLength(1)
    const changed = await recharge({ type: 0, amount: '30', pic: src }, token, headers)
    expect(changed.envelope).toMatchObject({ status: 0, code: 'idempotency_conflict' })
    const badKey = await recharge({ type: 0, amount: '20', pic: src }, token, { 'Idempotency-Key': 'a b' })
    expect(badKey.envelope).toMatchObject({ code: 'validation' })
  })

  it('shows no one else’s deposits', async () => {
    const { src } = await proof()
    dataOf(await recharge({ type: 0, amount: '20', pic: src }))
    const other = await createSignedInUser(h)
    expect(dataOf(await call(h.app, '/api/recharge_history', { token: other.token }))).toEqual([])
  })

  it('answers 204 without a token', async () => {
    expect((await call(h.app, '/api/recharge_config')).status).toBe(204)
    expect((await call(h.app, '/api/recharge', { body: {} })).status).toBe(204)
  })
})

describe('recharge with deposit auto-approval (demo default)', () => {
  it('credits the deposit at once from the house external account', async () => {
    const demo = await createHarness()
    try {
      const user = await createSignedInUser(demo)
      const { src } = dataOf(
        await call<UploadAnswer>(demo.app, '/api/stream_upload/type/payimg', { token: user.token, body: pngDataUrl }),
      )
      const record = dataOf(
        await call<RechargeRecord>(demo.app, '/api/recharge', {
          token: user.token,
          body: { type: 0, amount: '15', pic: src },
        }),
      )
      expect(record).toMatchObject({ status: 1, status_desc: 'Credited' })
      expect(dataOf(await call<UserBalance>(demo.app, '/api/user_balance', { token: user.token, body: {} })).USDT).toBe(
        '15.00',
      )
      expect(await checkLedger(demo.db)).toEqual([])
    } finally {
      await demo.close()
    }
  })
})
