// Hostile input and concurrent calls through HTTP: every refusal is status 0 with nothing moved; of concurrent
// closes, cancels and partial closes of one order, the ledger never pays out more than the position holds.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { call } from '../../support/server/request'
import { BTC, createTradingHarness, invariants, type TradingHarness, tickAfter } from '../../support/server/trading'
import { cancel, contractTrader, open, orderRow, place, sell, stops, type Trader, USDT, usdtOf } from './helpers'

let h: TradingHarness
let user: Trader
const FEE = 600_000n

beforeEach(async () => {
  h = await createTradingHarness()
  user = await contractTrader(h)
  await tickAfter(h, 1000, { [BTC]: 6_000_000 })
})
afterEach(async () => {
  expect(await invariants(h)).toEqual([])
  await h.close()
})

const postingCount = async () =>
  Number(
    (
      await h.db
        .selectFrom('postings')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

const settlesOf = (oid: number) =>
  h.db
    .selectFrom('postings')
    .select('tx_id')
    .where('ref', '=', `contract_order:${oid}`)
    .where('reason', '=', 'contract_settle')
    .groupBy('tx_id')
    .execute()

describe('bad order input moves nothing', () => {
  const bodies: [string, Record<string, unknown>][] = [
    ['hand 0', { hand: '0' }],
    ['hand 0 as a number', { hand: 0 }],
    ['negative hand', { hand: '-1' }],
    ['negative hand as a number', { hand: -1 }],
    ['decimal hand', { hand: '2.5' }],
    ['decimal hand as a number', { hand: 1.5 }],
    ['exponent hand', { hand: '1e3' }],
    ['huge hand', { hand: '99999999999999999999' }],
    ['hand over the limit', { hand: '1000001' }],
    ['leverage 0', { level: 0 }],
    ['leverage 1000', { level: 1000 }],
    ['leverage as a decimal', { level: '100.0' }],
    ['leverage not a number', { level: 'max' }],
    ['side 2', { type: 2 }],
    ['price type 2', { price_type: 2 }],
    ['limit price 0', { price_type: 1, price: '0' }],
    ['limit price negative', { price_type: 1, price: '-59000' }],
    ['limit price with an exponent', { price_type: 1, price: '5.9e4' }],
    ['take-profit not a number', { stop_win: 'up' }],
    ['stop-loss negative', { stop_loss: '-1' }],
    ['take-profit on the wrong side of a limit long', { price_type: 1, price: '59000', stop_win: '58500' }],
    ['stop-loss beyond liquidation of a short', { type: 1, stop_loss: '60400' }],
    ['pid of another kind', { pid: 'BTC' }],
  ]
  for (const [name, body] of bodies) {
    it(name, async () => {
      const before = await postingCount()
      const res = await place(h, user, body)
      expect(res.status).toBe(200)
      expect(res.envelope?.status).toBe(0)
      expect(res.envelope?.msg).toBeTruthy()
      expect(await postingCount()).toBe(before)
      expect(await h.db.selectFrom('contract_orders').selectAll().execute()).toEqual([])
    })
  }

  it('bad shares, oids and stops on the other calls are refused', async () => {
    const o = await open(h, user)
    const before = await postingCount()
    for (const share of [0, 33, 101, '50.0', -25]) {
      const res = await call(h.app, '/api/contract_sell', { token: user.token, body: { oid: o.oid, share } })
      expect(res.envelope).toMatchObject({ status: 0, code: 'validation' })
    }
    for (const oid of [0, -1, 'x', 1.5, 99_999]) {
      for (const path of ['/api/contract_sell', '/api/contract_cancel', '/api/contract_stops']) {
        const res = await call(h.app, path, { token: user.token, body: { oid, stop_win: '', stop_loss: '' } })
        expect(res.envelope?.status).toBe(0)
      }
    }
    expect(await postingCount()).toBe(before)
    expect(await orderRow(h, o.oid)).toMatchObject({ status: 1, margin: 10_000_000 })
  })
})

describe('decided orders stay decided', () => {
  it('refuses to cancel a filled limit order, and stops on a closed position', async () => {
    const o = await open(h, user, { price_type: 1, price: '59900' })
    await tickAfter(h, 1000, { [BTC]: 5_990_000 })
    expect((await orderRow(h, o.oid)).status).toBe(1)
    const filled = await postingCount()
    expect((await cancel(h, user, o.oid)).envelope).toMatchObject({ status: 0, code: 'already_decided' })
    expect(await postingCount()).toBe(filled)
    expect((await sell(h, user, o.oid)).envelope?.status).toBe(1)
    const closed = await postingCount()
    expect((await stops(h, user, o.oid, '61000', '')).envelope).toMatchObject({ status: 0, code: 'already_decided' })
    expect((await sell(h, user, o.oid)).envelope).toMatchObject({ status: 0, code: 'already_decided' })
    expect((await sell(h, user, o.oid, 50)).envelope).toMatchObject({ status: 0, code: 'already_decided' })
    expect((await cancel(h, user, o.oid)).envelope).toMatchObject({ status: 0, code: 'already_decided' })
    expect(await postingCount()).toBe(closed)
    expect(await settlesOf(o.oid)).toHaveLength(1)
  })
})

describe('concurrent calls on one order', () => {
  it('of five concurrent closes exactly one wins and pays once', async () => {
    const o = await open(h, user)
    await tickAfter(h, 1000, { [BTC]: 6_012_000 })
    const answers = await Promise.all(Array.from({ length: 5 }, () => sell(h, user, o.oid)))
    expect(answers.filter((a) => a.envelope?.status === 1)).toHaveLength(1)
    const refused = answers.map((a) => a.envelope).filter((e) => e?.status === 0 && e.code === 'already_decided')
    expect(refused).toHaveLength(4)
    expect(await settlesOf(o.oid)).toHaveLength(1)
    // 10 margin + 2 profit back; the fee stays paid.
    expect(await usdtOf(h, user.id)).toEqual({ available: 1000n * USDT - FEE + 2n * USDT, frozen: 0n })
  })

  it('of three concurrent cancels exactly one returns the frozen margin and fee', async () => {
    const o = await open(h, user, { price_type: 1, price: '59000' })
    const answers = await Promise.all(Array.from({ length: 3 }, () => cancel(h, user, o.oid)))
    expect(answers.filter((a) => a.envelope?.status === 1)).toHaveLength(1)
    expect(await usdtOf(h, user.id)).toEqual({ available: 1000n * USDT, frozen: 0n })
  })

  it('concurrent partial and whole closes never close more than the position', async () => {
    const o = await open(h, user, { hand: '4' })
    const answers = await Promise.all([
      sell(h, user, o.oid, 50),
      sell(h, user, o.oid, 50),
      sell(h, user, o.oid, 75),
      sell(h, user, o.oid),
    ])
    const won = answers.filter((a) => a.envelope?.status === 1)
    expect(won.length).toBeGreaterThan(0)
    const rows = await h.db.selectFrom('contract_orders').selectAll().execute()
    const margin = rows.reduce((sum, r) => sum + BigInt(r.margin), 0n)
    expect(margin).toBe(40n * USDT)
    expect(rows.filter((r) => r.status === 2)).toHaveLength(won.length)
    const open_ = rows.filter((r) => r.status === 1)
    const held = open_.reduce((sum, r) => sum + BigInt(r.margin), 0n)
    expect(await usdtOf(h, user.id)).toEqual({ available: 1000n * USDT - 4n * FEE - held, frozen: held })
  })
})
