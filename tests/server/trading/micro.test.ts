import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { MicroOrderPlaced, MicroOrdersAnswer, MicroResult } from '../../../contract/trading'
import type { AssetAnswer } from '../../../contract/wallet'
import { dialectOf } from '../../../server/db/dialect'
import { toMinor } from '../../../server/db/minor'
import { balancesOf } from '../../../server/ledger/ledger'
import { parseAmount } from '../../../server/ledger/money'
import { statementsOf } from '../../support/server/pg-statements'
import { call, dataOf } from '../../support/server/request'
import {
  BTC,
  createTrader,
  createTradingHarness,
  invariants,
  type TradingHarness,
  tick,
  tickAfter,
} from '../../support/server/trading'
import { createSignedInUser, fund } from '../../support/server/wallet'

let h: TradingHarness
let user: { id: number; token: string }
const USDT = 1_000_000n

beforeEach(async () => {
  h = await createTradingHarness()
  user = await createTrader(h)
  await fund(h, user.id, 'USDT', 1000n * USDT)
  await tick(h, { [BTC]: 6_700_000 })
})
afterEach(async () => {
  expect(await invariants(h)).toEqual([])
  await h.close()
})

const place = (body: Record<string, unknown>, token = user.token) =>
  call<MicroOrderPlaced>(h.app, '/api/micro_order', {
    token,
    body: { pid: BTC, t: 30, amount: '100', type: 0, ...body },
  })
const resultOf = async (oid: number, token = user.token) =>
  dataOf(await call<MicroResult>(h.app, '/api/micro_result', { token, body: { oid } }))
const usdt = async (id = user.id) => (await balancesOf(h.db, id)).USDT

describe('timed orders: placement', () => {
  it('freezes the stake, charges the fee and records the entry tick', async () => {
    const placed = dataOf(await place({}))
    expect(placed).toMatchObject({
      buyprice: '67000.00',
      fee: '1.00',
      amount: '100.00',
      seconds: 30,
      rate: '80',
      win_payout: '80.00',
      expires_at: new Date(h.clock().getTime() + 30_000).toISOString(),
      entry: { t: h.clock().getTime(), price: '67000.00' },
    })
    expect(await usdt()).toEqual({ available: 899n * USDT, frozen: 100n * USDT })
    const running = await resultOf(placed.oid)
    expect(running).toMatchObject({ status: 0, result: null, ploss: '0.00', sellprice: null, settlement: null })
    const list = dataOf(await call<MicroOrdersAnswer>(h.app, '/api/micro_orders', { token: user.token }))
    expect(list.orders).toEqual([
      expect.objectContaining({
        oid: placed.oid,
        type: 0,
        coinname: 'BTC/USDT',
        num: '100.00',
        status: 1,
        timeout: 30,
      }),
    ])
  })

  it('answers a repeat with the same Idempotency-Key without placing twice', async () => {
    const headers = { 'Idempotency-Key': 'order-1' }
    const first = dataOf(
      await call<MicroOrderPlaced>(h.app, '/api/micro_order', {
        token: user.token,
        headers,
        body: { pid: BTC, t: 30, amount: '100', type: 0 },
      }),
    )
    const again = dataOf(
      await call<MicroOrderPlaced>(h.app, '/api/micro_order', {
        token: user.token,
        headers,
        body: { pid: BTC, t: 30, amount: '100', type: 0 },
      }),
    )
    expect(again).toEqual(first)
    expect(await usdt()).toEqual({ available: 899n * USDT, frozen: 100n * USDT })
  })
})

describe('timed orders: terms an operator changes between orders (known to the process, proven by the insert)', () => {
  const setDuration = (values: { rate?: string; min?: string }) =>
    h.db.updateTable('micro_durations').set(values).where('seconds', '=', 30).execute()
  const orders = async () =>
    (await h.db.selectFrom('micro_orders').select('id').where('user_id', '=', user.id).execute()).length

  it('prices the next order with a changed rate and accepts a stake above a lowered minimum', async () => {
    expect(dataOf(await place({ amount: '100' }))).toMatchObject({ rate: '80', win_payout: '80.00' })
    await setDuration({ rate: '90', min: '1' })
    expect(dataOf(await place({ amount: '5' }))).toMatchObject({ rate: '90', amount: '5.00', win_payout: '4.50' })
    expect(await orders()).toBe(2)
  })

  it('refuses a stake below a raised minimum, and a duration removed, placing nothing', async () => {
    dataOf(await place({}))
    const before = await usdt()
    await setDuration({ min: '200' })
    expect((await place({ amount: '100' })).envelope).toMatchObject({ status: 0, code: 'below_minimum' })
    await h.db.deleteFrom('micro_durations').where('seconds', '=', 30).execute()
    expect((await place({ amount: '300' })).envelope).toMatchObject({ status: 0, code: 'validation' })
    expect(await orders()).toBe(1)
    expect(await usdt()).toEqual(before)
  })

  it('refuses a user who has not accepted the disclosure though the terms are known, placing nothing', async () => {
    dataOf(await place({}))
    const other = await createSignedInUser(h)
    await fund(h, other.id, 'USDT', 1000n * USDT)
    expect((await place({}, other.token)).envelope).toMatchObject({ status: 0, code: 'risk_not_accepted' })
    expect(await h.db.selectFrom('micro_orders').select('id').where('user_id', '=', other.id).execute()).toEqual([])
    expect(await usdt(other.id)).toEqual({ available: 1000n * USDT, frozen: 0n })
  })
})

describe('timed orders placed at once (on PostgreSQL one group: orders and postings held, written together)', () => {
  it('gives each its own id, stake and postings, and refuses alone a user who has not accepted the disclosure', async () => {
    const traders = await Promise.all([1, 2, 3, 4].map(() => createTrader(h)))
    const stranger = await createSignedInUser(h)
    for (const t of [...traders, stranger]) await fund(h, t.id, 'USDT', 1000n * USDT)
    // Each signed in and known to the process before the burst.
    for (const t of traders) dataOf(await place({ amount: '10' }, t.token))
    const { value: answers, statements } = await statementsOf(() =>
      Promise.all([
        ...traders.map((t, i) => place({ amount: String(20 + i), type: i % 2 }, t.token)),
        place({ amount: '50' }, stranger.token),
        ...traders.map((t, i) => place({ amount: String(30 + i) }, t.token)),
      ]),
    )
    expect(answers[4]?.envelope).toMatchObject({ status: 0, code: 'risk_not_accepted' })
    const placed = answers.filter((_, i) => i !== 4).map((a) => dataOf(a))
    expect(placed.map((p) => p.amount)).toEqual([
      '20.00',
      '21.00',
      '22.00',
      '23.00',
      '30.00',
      '31.00',
      '32.00',
      '33.00',
    ])
    expect(new Set(placed.map((p) => p.oid)).size).toBe(8)
    for (const [i, t] of traders.entries()) {
      // 10 + (20 + i) + (30 + i) staked, fees 1% each.
      const staked = BigInt(60 + 2 * i) * USDT
      expect(await usdt(t.id)).toEqual({ available: 1000n * USDT - staked - staked / 100n, frozen: staked })
    }
    expect(await usdt(stranger.id)).toEqual({ available: 1000n * USDT, frozen: 0n })
    for (const p of placed) {
      const row = await h.db.selectFrom('micro_orders').selectAll().where('id', '=', p.oid).executeTakeFirstOrThrow()
      expect(toMinor(row.stake)).toBe(parseAmount(p.amount, 'USDT'))
      const postings = await h.db
        .selectFrom('postings')
        .select('amount')
        .where('ref', '=', `micro_order:${p.oid}`)
        .execute()
      expect(postings).toHaveLength(4)
    }
    // PostgreSQL: what the burst held was written together (the stranger's refusal had the group run again).
    if (dialectOf(h.db) === 'postgres') expect(statements.some((s) => s.startsWith('with input as'))).toBe(true)
  })

  it('answers 20 parallel orders with one Idempotency-Key with one order, the same answer to each', async () => {
    const headers = { 'Idempotency-Key': 'burst-1' }
    const body = { pid: BTC, t: 30, amount: '25', type: 1 }
    const send = () => call<MicroOrderPlaced>(h.app, '/api/micro_order', { token: user.token, headers, body })
    // Some in one group (the second answered by the first), some in later groups (answered from the stored key).
    const answers = await Promise.all(Array.from({ length: 20 }, send))
    const placed = answers.map((a) => dataOf(a))
    expect(new Set(placed.map((p) => JSON.stringify(p))).size).toBe(1)
    expect(await h.db.selectFrom('micro_orders').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1)
    expect(await usdt()).toEqual({ available: 1000n * USDT - 25_250_000n, frozen: 25n * USDT })
  })
})

describe('timed orders: settlement from recorded ticks', () => {
  it('up wins when the price at expiry is above the entry; a tick exactly at expiry decides', async () => {
    const { oid } = dataOf(await place({ type: 0 }))
    await tickAfter(h, 10_000, { [BTC]: 6_690_000 })
    expect((await resultOf(oid)).status).toBe(0)
    const list = dataOf(await call<MicroOrdersAnswer>(h.app, '/api/micro_orders', { token: user.token }))
    expect(list.orders[0]).toMatchObject({ status: 1, price: '66900.00', timeout: 20 })
    await tickAfter(h, 20_000, { [BTC]: 6_700_001 })
    const settled = await resultOf(oid)
    expect(settled).toMatchObject({
      status: 1,
      result: 1,
      ploss: '80.00',
      sellprice: '67000.01',
      settlement: { t: h.clock().getTime(), price: '67000.01' },
    })
    expect(await usdt()).toEqual({ available: 1079n * USDT, frozen: 0n })
    const asset = dataOf(await call<AssetAnswer>(h.app, '/api/asset', { token: user.token, body: {} }))
    expect(asset.info.profit).toBe('80.00')
    const after = dataOf(await call<MicroOrdersAnswer>(h.app, '/api/micro_orders', { token: user.token }))
    expect(after.orders[0]).toMatchObject({
      status: 2,
      result: 1,
      sellprice: '67000.01',
      price: '67000.01',
      timeout: 0,
    })
  })

  it('settles by the last tick at or before expiry, not by the tick that reveals the expiry', async () => {
    const { oid } = dataOf(await place({ type: 1 }))
    await tickAfter(h, 29_999, { [BTC]: 6_650_000 })
    expect((await resultOf(oid)).status).toBe(0)
    await tickAfter(h, 5_001, { [BTC]: 6_800_000 })
    expect(await resultOf(oid)).toMatchObject({ status: 1, result: 1, sellprice: '66500.00', ploss: '80.00' })
    expect((await resultOf(oid)).settlement?.t).toBe(h.clock().getTime() - 5_001)
  })

  it('down loses when the price rises: the stake goes to the house', async () => {
    const { oid } = dataOf(await place({ type: 1, t: 60, amount: '50' }))
    await tickAfter(h, 60_000, { [BTC]: 6_700_100 })
    expect(await resultOf(oid)).toMatchObject({ status: 1, result: 2, ploss: '-50.00', sellprice: '67001.00' })
    expect(await usdt()).toEqual({ available: 949_500_000n, frozen: 0n })
  })

  it('an equal price refunds the stake (the fee stays charged)', async () => {
    const { oid } = dataOf(await place({ type: 0 }))
    await tickAfter(h, 15_000, { [BTC]: 6_800_000 })
    await tickAfter(h, 15_000, { [BTC]: 6_700_000 })
    expect(await resultOf(oid)).toMatchObject({ status: 1, result: 0, ploss: '0.00', sellprice: '67000.00' })
    expect(await usdt()).toEqual({ available: 999n * USDT, frozen: 0n })
  })

  it('settles many orders of many users expiring in the same tick, each exactly once', async () => {
    const users = [user, ...(await Promise.all([1, 2, 3, 4].map(() => createTrader(h))))]
    for (const u of users.slice(1)) await fund(h, u.id, 'USDT', 1000n * USDT)
    const oids: number[] = []
    for (let i = 0; i < 60; i++) {
      const u = users[i % users.length] ?? user
      oids.push(dataOf(await place({ type: i % 2, amount: '10' }, u.token)).oid)
    }
    await tickAfter(h, 30_000, { [BTC]: 6_710_000 })
    await tickAfter(h, 1_000, { [BTC]: 6_720_000 })
    expect(h.engines.stats.micro).toBe(60)
    for (const u of users) {
      // 12 orders each: 6 up win 8.00 on top, 6 down lose 10.00; 12 fees of 0.10.
      expect(await usdt(u.id)).toEqual({
        available: 1000n * USDT - 1_200_000n + 6n * 8n * USDT - 6n * 10n * USDT,
        frozen: 0n,
      })
    }
    const settles = await h.db
      .selectFrom('postings')
      .select('ref')
      .where('reason', '=', 'micro_settle')
      .groupBy('ref')
      .execute()
    expect(settles).toHaveLength(60)
  })
})

describe('timed orders: refusals change nothing', () => {
  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['below the minimum', { amount: '9.99' }, 'below_minimum', 'The minimum amount for this duration is 10.00 USDT.'],
    ['an unknown duration', { t: 45 }, 'validation', 'Please choose one of the offered durations.'],
    ['more than the balance', { amount: '1000' }, 'insufficient_balance', 'Insufficient balance.'],
    ['an unknown product', { pid: 9999 }, 'not_found', 'This product does not exist.'],
    ['a bad direction', { type: 2 }, 'validation', 'Some fields are missing or invalid.'],
    ['a bad amount', { amount: '1e3' }, 'validation', 'Please enter a valid amount.'],
    ['too many decimals', { amount: '10.0000001' }, 'validation', 'Please enter a valid amount.'],
    ['no amount', { amount: '' }, 'validation', 'Please enter an amount.'],
  ]
  for (const [what, body, code, msg] of refusals) {
    it(`refuses ${what}`, async () => {
      const before = await h.db
        .selectFrom('postings')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
      const res = await place(body)
      expect(res.status).toBe(200)
      expect(res.envelope).toMatchObject({ status: 0, code, msg })
      const after = await h.db
        .selectFrom('postings')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst()
      expect(after).toEqual(before)
      expect(await h.db.selectFrom('micro_orders').selectAll().execute()).toEqual([])
    })
  }

  it('localizes the refusal', async () => {
    const res = await call(h.app, '/api/micro_order', {
      token: user.token,
      lang: 'de',
      body: { pid: BTC, t: 30, amount: '5', type: 0 },
    })
    expect(res.envelope).toMatchObject({
      status: 0,
      code: 'below_minimum',
      msg: 'Der Mindestbetrag für diese Laufzeit beträgt 10.00 USDT.',
    })
  })

  it('refuses malformed JSON and answers 204 without a token', async () => {
    expect((await call(h.app, '/api/micro_order', { token: user.token, body: '{oops' })).envelope).toMatchObject({
      status: 0,
      code: 'bad_request',
    })
    expect((await call(h.app, '/api/micro_order', { body: { pid: BTC, t: 30, amount: '10', type: 0 } })).status).toBe(
      204,
    )
  })

  it("does not show another user's order", async () => {
    const { oid } = dataOf(await place({}))
    const other = await createTrader(h)
    const res = await call(h.app, '/api/micro_result', { token: other.token, body: { oid } })
    expect(res.envelope).toMatchObject({ status: 0, code: 'not_found', msg: 'This order was not found.' })
    expect(dataOf(await call<MicroOrdersAnswer>(h.app, '/api/micro_orders', { token: other.token })).orders).toEqual([])
    expect((await call(h.app, '/api/micro_result', { token: user.token, body: { oid: 'x' } })).envelope).toMatchObject({
      code: 'validation',
    })
  })
})
