// The contract calls through HTTP: refusals (status 0, a code, nothing moved), partial close, TP/SL edits,
// product_lvs, the asset screen's figures and idempotent placement.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ContractMarket } from '../../../contract/contract-trading'
import type { AssetAnswer } from '../../../contract/wallet'
import { post } from '../../../server/ledger/ledger'
import { writeTx } from '../../../server/ledger/tx'
import { call, dataOf } from '../../support/server/request'
import { BTC, createTradingHarness, invariants, type TradingHarness, tickAfter } from '../../support/server/trading'
import { createSignedInUser } from '../../support/server/wallet'
import { cancel, contractTrader, open, orderRow, place, sell, stops, type Trader, USDT, usdtOf } from './helpers'

let h: TradingHarness
let user: Trader
const ES = 1

beforeEach(async () => {
  h = await createTradingHarness()
  user = await contractTrader(h)
  await tickAfter(h, 1000, { [BTC]: 6_000_000, [ES]: 605_000 })
})
afterEach(async () => {
  expect(await invariants(h)).toEqual([])
  await h.close()
})

const ledgerRows = () =>
  h.db
    .selectFrom('postings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()

describe('refusals move nothing', () => {
  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['no quantity', { hand: '' }, 'validation', 'Please enter the quantity.'],
    ['fractional lots', { hand: '1.5' }, 'validation', 'Please enter a whole number of lots.'],
    ['leverage not offered', { pid: ES, level: 100 }, 'validation', 'This leverage is not offered for this product.'],
    ['leverage off the list', { level: 60 }, 'validation', 'This leverage is not offered for this product.'],
    ['unknown product', { pid: 99999 }, 'not_found', 'This product does not exist.'],
    ['limit without price', { price_type: 1 }, 'validation', 'Please enter the price.'],
    [
      'take-profit below a long',
      { stop_win: '59000' },
      'validation',
      'The take-profit must be above the price for a long position.',
    ],
    [
      'take-profit above a short',
      { type: 1, stop_win: '61000' },
      'validation',
      'The take-profit must be below the price for a short position.',
    ],
    [
      'stop-loss above a long',
      { stop_loss: '60100' },
      'validation',
      'The stop-loss must be below the price for a long position.',
    ],
    [
      'stop-loss below a short',
      { type: 1, stop_loss: '59000' },
      'validation',
      'The stop-loss must be above the price for a short position.',
    ],
    [
      'stop-loss beyond liquidation',
      { stop_loss: '59500' },
      'validation',
      'The stop-loss must trigger before the liquidation price (59698.49).',
    ],
    ['too many price decimals', { stop_win: '61000.123' }, 'validation', 'Please enter a valid price.'],
    ['more than the balance', { hand: '100' }, 'insufficient_balance', ''],
  ]
  for (const [name, body, code, msg] of refusals) {
    it(name, async () => {
      const before = await ledgerRows()
      const res = await place(h, user, body)
      expect(res.envelope).toMatchObject({ status: 0, code })
      if (msg) expect(res.envelope?.msg).toBe(msg)
      expect(await ledgerRows()).toEqual(before)
      expect(await h.db.selectFrom('contract_orders').selectAll().execute()).toEqual([])
    })
  }

  it('requires the contract risk disclosure', async () => {
    const other = await createSignedInUser(h)
    const res = await place(h, { id: other.id, token: other.token }, {})
    expect(res.envelope).toMatchObject({ status: 0, code: 'risk_not_accepted' })
  })

  it("another user's order is not found for cancel, sell and stops", async () => {
    const o = await open(h, user, { price_type: 1, price: '59000' })
    const p = await open(h, user)
    const other = await contractTrader(h)
    expect((await cancel(h, other, o.oid)).envelope).toMatchObject({ status: 0, code: 'not_found' })
    expect((await sell(h, other, p.oid)).envelope).toMatchObject({ status: 0, code: 'not_found' })
    expect((await stops(h, other, p.oid, '61000', '')).envelope).toMatchObject({ status: 0, code: 'not_found' })
    expect((await orderRow(h, o.oid)).status).toBe(0)
    expect((await orderRow(h, p.oid)).status).toBe(1)
  })

  it('sell of a pending order and cancel of an open one are refused', async () => {
    const o = await open(h, user, { price_type: 1, price: '59000' })
    const p = await open(h, user)
    expect((await sell(h, user, o.oid)).envelope).toMatchObject({ status: 0, msg: 'This position is not open.' })
    expect((await cancel(h, user, p.oid)).envelope).toMatchObject({ status: 0, code: 'already_decided' })
  })
})

describe('partial close', () => {
  it('closes a share into a closed part row and reduces the open position', async () => {
    const o = await open(h, user, { hand: '4' })
    await tickAfter(h, 1000, { [BTC]: 6_030_000 })
    const part = dataOf(await sell(h, user, o.oid, 25))
    // A quarter: 10 USDT margin, 1,000 notional; PnL 1000 x 300 / 60000 = 5.
    expect(part).toMatchObject({ status: 2, parent_oid: o.oid, hand: '1', num: '10.00', profit: '5.00', fee: '0.60' })
    expect(await orderRow(h, o.oid)).toMatchObject({ status: 1, margin: 30_000_000, notional: 3_000_000_000 })
    expect(await usdtOf(h, user.id)).toEqual({
      available: 1000n * USDT - 40n * USDT - 2_400_000n + 15n * USDT,
      frozen: 30n * USDT,
    })
    const half = dataOf(await sell(h, user, o.oid, 50))
    expect(half).toMatchObject({ hand: '1.5', num: '15.00' })
    const rest = dataOf(await sell(h, user, o.oid))
    expect(rest).toMatchObject({ oid: o.oid, status: 2, hand: '1.5', parent_oid: null })
    expect(await usdtOf(h, user.id)).toEqual({ available: 1000n * USDT - 2_400_000n + 20n * USDT, frozen: 0n })
  })
})

describe('at a mark that liquidates, before the engine has', () => {
  it('refuses a partial close and a stops edit; a whole close settles at that mark', async () => {
    const o = await open(h, user)
    await h.engines.stop()
    h.clock.advance(1000)
    h.feed.emit([{ productId: BTC, t: h.clock().getTime(), price: 5_960_000 }])
    expect((await sell(h, user, o.oid, 50)).envelope).toMatchObject({ status: 0, msg: 'This position is not open.' })
    expect((await stops(h, user, o.oid, '61000', '')).envelope).toMatchObject({ status: 0, code: 'already_decided' })
    expect(dataOf(await sell(h, user, o.oid))).toMatchObject({ status: 2, sellprice: '59600.00', profit: '-6.666667' })
  })
})

describe('take-profit and stop-loss edits', () => {
  it('validates against the current mark and the liquidation price, then watches the new triggers', async () => {
    const o = await open(h, user)
    await tickAfter(h, 1000, { [BTC]: 6_020_000 })
    const below = await stops(h, user, o.oid, '60100', '')
    expect(below.envelope).toMatchObject({
      status: 0,
      msg: 'The take-profit must be above the price for a long position.',
    })
    const beyond = await stops(h, user, o.oid, '', '59600')
    expect(beyond.envelope?.msg).toBe('The stop-loss must trigger before the liquidation price (59698.49).')
    const saved = dataOf(await stops(h, user, o.oid, '60300', '60100'))
    expect(saved).toMatchObject({ stop_win: '60300.00', stop_loss: '60100.00' })
    await tickAfter(h, 1000, { [BTC]: 6_010_000 })
    expect(await orderRow(h, o.oid)).toMatchObject({ status: 2, close_reason: 'stop_loss' })
  })

  it('edits a pending order against its limit price and clears a trigger with an empty value', async () => {
    const o = await open(h, user, { price_type: 1, price: '59000', stop_win: '59500' })
    expect((await stops(h, user, o.oid, '58900', '')).envelope?.status).toBe(0)
    const cleared = dataOf(await stops(h, user, o.oid, '', '58900'))
    expect(cleared).toMatchObject({ stop_win: '', stop_loss: '58900.00', status: 0 })
  })
})

describe('product_lvs', () => {
  it('shows the terms and the book to visitors, and the caller orders and balance when signed in', async () => {
    const res = await call<ContractMarket>(h.app, '/main/product_lvs', { body: { pid: BTC } })
    const visitor = dataOf(res)
    expect(visitor.info).toMatchObject({
      pid: BTC,
      title: 'BTC/USDT',
      price: '60000.00',
      precision: 2,
      hand_price: '10.00',
      hand_fee: '0.06',
      leverages: [25, 50, 75, 100],
      max_leverage: 100,
      maintenance: '0.5',
    })
    expect(visitor).toMatchObject({ orders: [], balance: null, insurance: '0.00' })
    expect(visitor.risk).toEqual({ accepted: false, loss_share: null, accounts: 0 })
    expect(visitor.lups).toHaveLength(5)
    expect(visitor.ldowns[0]?.p).toBe('59994.00')
    const o = await open(h, user)
    const mine = await call<ContractMarket>(h.app, '/main/product_lvs', { token: user.token, body: { pid: BTC } })
    expect(mine.headers.get('cache-control')).toBe('private, no-store')
    expect(dataOf(mine)).toMatchObject({ balance: '989.40', orders: [{ oid: o.oid, status: 1 }] })
    expect(dataOf(mine).risk.accepted).toBe(true)
    const es = dataOf(await call<ContractMarket>(h.app, '/main/product_lvs', { body: { pid: ES } }))
    expect(es.info).toMatchObject({ leverages: [25, 50], max_leverage: 50, hand_fee: '0.05' })
  })

  it('shows the insurance fund summed over its house slots', async () => {
    const into = (amount: bigint) =>
      writeTx(h.db, (trx) =>
        post(trx, {
          reason: 'test_insurance',
          ref: 'test',
          at: h.clock(),
          entries: [
            { kind: 'house', account: 'trading_pnl', asset: 'USDT', amount: -amount },
            { kind: 'house', account: 'insurance', asset: 'USDT', amount },
          ],
        }),
      )
    await into(1_250_000n)
    await into(2_000_000n)
    const market = dataOf(
      await call<ContractMarket>(h.app, '/main/product_lvs', { token: user.token, body: { pid: BTC } }),
    )
    expect(market.insurance).toBe('3.25')
  })

  it('counts the accounts that lost money on contracts over 30 days', async () => {
    const winner = await contractTrader(h)
    const a = await open(h, user)
    const b = await open(h, winner)
    await tickAfter(h, 1000, { [BTC]: 6_012_000 })
    await sell(h, user, a.oid)
    await sell(h, winner, b.oid)
    const c = await open(h, user, { type: 1 })
    await tickAfter(h, 31_000, { [BTC]: 6_030_000 })
    await sell(h, user, c.oid)
    // The figure is the ledger's: a row's own payout column does not decide it.
    await h.db.updateTable('contract_orders').set({ payout: 0 }).where('id', '=', b.oid).execute()
    const info = dataOf(await call<ContractMarket>(h.app, '/main/product_lvs', { body: { pid: BTC } }))
    // user: +2 - 0.6 (long), -5 - 0.6 (short) = -4.2; winner: +2 - 0.6 = +1.4
    expect(info.risk).toEqual({ accepted: false, loss_share: '50.00', accounts: 2 })
  })
})

describe('asset', () => {
  it('shows positions, pending orders and contract figures only', async () => {
    const empty = dataOf(await call<AssetAnswer>(h.app, '/api/asset', { token: user.token, body: {} }))
    expect(empty.orders).toEqual([])
    expect(empty.contract).toEqual({ margin_used: '0.00', unrealized: '0.00', realized: '0.00', fees: '0.00' })
    const p = await open(h, user, { hand: '2' })
    const w = await open(h, user, { price_type: 1, price: '59000' })
    await tickAfter(h, 1000, { [BTC]: 6_012_000 })
    const closed = await open(h, user)
    await sell(h, user, closed.oid)
    const asset = dataOf(await call<AssetAnswer>(h.app, '/api/asset', { token: user.token, body: {} }))
    expect(asset.orders.map((o) => [o.oid, o.status])).toEqual([
      [w.oid, 0],
      [p.oid, 1],
    ])
    expect(asset.orders[1]).toMatchObject({ profit: '4.00', price: '60120.00', liq_price: '59698.49' })
    expect(asset.orders[0]).toMatchObject({ liq_price: '58703.51' })
    // margin 20 (open) + 10.60 (pending, with its fee)
    expect(asset.contract).toEqual({ margin_used: '30.60', unrealized: '4.00', realized: '0.00', fees: '1.80' })
    expect(asset.info.contract_use).toBe('30.60')
    expect(asset.info.money_frozen).toBe('30.60')
  })
})

describe('idempotency', () => {
  it('a repeated placement with the same key opens one position', async () => {
    const first = dataOf(await place(h, user, {}, 'order-1'))
    const again = dataOf(await place(h, user, {}, 'order-1'))
    expect(again.oid).toBe(first.oid)
    expect(await h.db.selectFrom('contract_orders').selectAll().execute()).toHaveLength(1)
  })
})
