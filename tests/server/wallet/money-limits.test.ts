// Finding 3 of issue 11: demo deposits minted unbounded money (9e9 USDT per call, one proof for every call) until
// balances broke every read (`internal`) and turned REAL. Now: a maximum per deposit and withdrawal, one deposit
// per proof, no posting that takes any balance past 2^53 - 1 minor units, and oversized amounts are `validation`.
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import type { RechargeRecord, UploadAnswer } from '../../../contract/wallet'
import { checkLedger } from '../../../server/ledger/check'
import { accountBalance, balancesOf } from '../../../server/ledger/ledger'
import { MAX_MINOR } from '../../../server/ledger/money'
import { createHarness, type Harness } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'
import { withdrawConfirmed } from '../../support/server/security'
import { approvedRecord, createSignedInUser, fund, pngDataUrl, setPrices } from '../../support/server/wallet'

let h: Harness
const USDT = 1_000_000n

afterEach(async () => {
  expect(await checkLedger(h.db)).toEqual([])
  await h.close()
})

async function proof(token: string): Promise<UploadAnswer> {
  const body = { image: pngDataUrl }
  return dataOf(await call<UploadAnswer>(h.app, '/api/stream_upload/type/payimg', { token, body }))
}
const recharge = (token: string, body: unknown) => call<RechargeRecord>(h.app, '/api/recharge', { token, body })
const deposits = () => h.db.selectFrom('deposits').selectAll().execute()

describe('deposit and withdrawal maximums', () => {
  it('refuses a deposit above TERN_RECHARGE_MAX, valuing BTC at the current price rounded up', async () => {
    h = await createHarness({
      TERN_WITHDRAW_NEW_DESTINATION_HOURS: '0',
      TERN_AUTO_APPROVE: 'none',
      TERN_RECHARGE_MAX: '1000',
    })
    setPrices(h, { btc: 6_700_000, eth: 345_000 })
    const { token } = await createSignedInUser(h)
    expect((await recharge(token, { type: 0, amount: '1000.000001', pic: (await proof(token)).src })).envelope).toEqual(
      { status: 0, code: 'above_maximum', msg: 'The maximum deposit is $1000.00.', data: null },
    )
    // 0.01492537 BTC is worth 999.99979 USDT, 0.01492538 BTC 1000.00046 USDT.
    expect(
      (await recharge(token, { type: 2, amount: '0.01492538', pic: (await proof(token)).src })).envelope,
    ).toMatchObject({
      code: 'above_maximum',
    })
    expect(await deposits()).toEqual([])
    dataOf(await recharge(token, { type: 2, amount: '0.01492537', pic: (await proof(token)).src }))
    dataOf(await recharge(token, { type: 0, amount: '1000', pic: (await proof(token)).src }))
    const de = await call(h.app, '/api/recharge', { token, lang: 'de', body: { type: 0, amount: '5000', pic: 'x' } })
    expect(de.envelope?.msg).toBe('Die Höchsteinzahlung beträgt $1000.00.')
  })

  it('refuses a withdrawal above TERN_WITHDRAW_MAX and freezes nothing', async () => {
    h = await createHarness({
      TERN_WITHDRAW_NEW_DESTINATION_HOURS: '0',
      TERN_AUTO_APPROVE: 'none',
      TERN_WITHDRAW_MAX: '500',
    })
    const user = await createSignedInUser(h)
    await fund(h, user.id, 'USDT', 10_000n * USDT)
    await approvedRecord(h, user.id, 1)
    const body = { tabType: 1, network: 'trc20', coin_address: `TXaddr${user.id}abcdefgh`, amount: '500.01' }
    expect((await withdrawConfirmed(h, user.token, body)).envelope).toEqual({
      status: 0,
      code: 'above_maximum',
      msg: 'The maximum withdrawal is 500.00 USDT.',
      data: null,
    })
    expect((await balancesOf(h.db, user.id)).USDT).toEqual({ available: 10_000n * USDT, frozen: 0n })
    dataOf(await withdrawConfirmed(h, user.token, { ...body, amount: '500' }))
  })
})

describe('one deposit per proof upload', () => {
  it('refuses a second deposit with the same proof, also when written around the service', async () => {
    h = await createHarness({ TERN_WITHDRAW_NEW_DESTINATION_HOURS: '0', TERN_AUTO_APPROVE: 'none' })
    const { token } = await createSignedInUser(h)
    const { src, fname } = await proof(token)
    dataOf(await recharge(token, { type: 0, amount: '100', pic: src }))
    for (const pic of [src, fname]) {
      expect((await recharge(token, { type: 1, amount: '200', pic })).envelope).toEqual({
        status: 0,
        code: 'validation',
        msg: 'This payment screenshot already belongs to another deposit. Please upload the one for this transfer.',
        data: null,
      })
    }
    const [first] = await deposits()
    if (!first) throw new Error('no deposit')
    const { id: _, ...copy } = first
    expect(await deposits()).toHaveLength(1)
    await expect(h.db.insertInto('deposits').values(copy).execute()).rejects.toThrow(/unique|duplicate/i)
  })
})

describe('balances never pass 2^53 - 1 minor units', () => {
  it('stops the minting attack: demo deposits of 9e9 USDT are refused before any balance breaks', async () => {
    // The attack with the old unlimited deposits (a maximum as high as any amount can be).
    h = await createHarness({
      TERN_WITHDRAW_NEW_DESTINATION_HOURS: '0',
      TERN_DEMO: '1',
      TERN_RECHARGE_MAX: '9000000000',
    })
    const { id, token } = await createSignedInUser(h)
    const answers = []
    for (let i = 0; i < 3; i++) {
      answers.push((await recharge(token, { type: 0, amount: '9000000000', pic: (await proof(token)).src })).envelope)
    }
    expect(answers.map((a) => a?.status)).toEqual([1, 0, 0])
    expect(answers[1]).toEqual({
      status: 0,
      code: 'above_maximum',
      msg: 'This would take a balance above the largest amount Tern can hold. Nothing was changed.',
      data: null,
    })
    expect(await deposits()).toHaveLength(1)
    expect((await balancesOf(h.db, id)).USDT.available).toBe(9_000_000_000n * USDT)
    for (const [path, body] of [['/api/asset', {}], ['/api/userinfo'], ['/api/withdraw_info']] as const) {
      expect((await call(h.app, path, { token, body })).envelope, path).toMatchObject({ status: 1 })
    }
  })

  it('refuses a house account pushed below -(2^53 - 1) and writes nothing', async () => {
    h = await createHarness({ TERN_WITHDRAW_NEW_DESTINATION_HOURS: '0', TERN_AUTO_APPROVE: 'none' })
    const a = await createSignedInUser(h)
    const b = await createSignedInUser(h)
    await fund(h, a.id, 'BTC', MAX_MINOR - 5n)
    await expect(fund(h, b.id, 'BTC', 10n)).rejects.toMatchObject({ code: 'above_maximum', key: 'balance_limit' })
    await expect(fund(h, a.id, 'BTC', MAX_MINOR + 1n)).rejects.toMatchObject({ code: 'above_maximum' })
    expect(await accountBalance(h.db, 'house', 'external', 'BTC')).toBe(-(MAX_MINOR - 5n))
    expect((await balancesOf(h.db, b.id)).BTC.available).toBe(0n)
    const postings = await h.db.selectFrom('postings').select('tx_id').where('asset', '=', 'BTC').execute()
    expect(postings).toHaveLength(2)
  })

  it('keeps stored balances integers in the database itself', async () => {
    h = await createHarness({ TERN_WITHDRAW_NEW_DESTINATION_HOURS: '0', TERN_AUTO_APPROVE: 'none' })
    const { id } = await createSignedInUser(h)
    await fund(h, id, 'USDT', 5n * USDT)
    const overflow = sql`update balances set amount = amount * 4000000000000 where account_kind = 'user'`
    await expect(overflow.execute(h.db)).rejects.toThrow()
    if (h.config.database.startsWith('postgres')) return
    const real = sql`update balances set amount = amount + 0.5 where account_kind = 'user'`
    await expect(real.execute(h.db)).rejects.toThrow(/CHECK constraint failed: balances_amount_integer/)
  })
})

describe('oversized amounts are a validation refusal, never internal', () => {
  const forty = '9'.repeat(40)
  const huge = [forty, '9007199254.740992', '90071992.54740992', 9_007_199_254_740_992, 1e300]

  const address = (id: number) => `TXaddr${id}abcdefgh`
  it.each([
    ['/api/recharge', (amount: unknown, _: number, pic: string) => ({ type: 0, amount, pic })],
    [
      '/api/withdraw',
      (amount: unknown, id: number) => ({ tabType: 1, network: 'trc20', coin_address: address(id), amount }),
    ],
    ['/api/exchange_result2', (amount: unknown) => ({ from: 'BTC', to: 'USDT', amount, do: 1 })],
    ['/api/exchange_result2', (amount: unknown) => ({ from: 'USDT', to: 'BTC', amount, type: 1, do: 1 })],
    ['/api/micro_order', (amount: unknown) => ({ pid: 12, t: 30, amount, type: 0 })],
    ['/api/coin_buy', (amount: unknown) => ({ pid: 12, price_type: 0, amount })],
  ])('%s', async (path, body) => {
    h = await createHarness({ TERN_WITHDRAW_NEW_DESTINATION_HOURS: '0', TERN_AUTO_APPROVE: 'none' })
    setPrices(h, { btc: 6_700_000, eth: 345_000 })
    const user = await createSignedInUser(h)
    await approvedRecord(h, user.id, 1)
    const { src } = await proof(user.token)
    for (const amount of huge) {
      const envelope = (await call(h.app, path, { token: user.token, body: body(amount, user.id, src) })).envelope
      expect(envelope, `${path} ${amount}`).toMatchObject({ status: 0, code: 'validation' })
    }
    expect(await h.db.selectFrom('postings').select('id').execute()).toEqual([])
  })
})
