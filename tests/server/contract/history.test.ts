// History pages and filters, close notices, and operator terms (a change applies to new orders only).
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ContractHistoryPage, ContractMarket, ContractNotice } from '../../../contract/contract-trading'
import { runAdmin } from '../../../server/cli/admin'
import { call, dataOf } from '../../support/server/request'
import { BTC, createTradingHarness, invariants, type TradingHarness, tickAfter } from '../../support/server/trading'
import { cancel, contractTrader, open, orderRow, sell, type Trader } from './helpers'

const ADMIN = 'contract-admin-token-0123456789'
let h: TradingHarness
let user: Trader

beforeEach(async () => {
  h = await createTradingHarness({ env: { TERN_ADMIN_TOKEN: ADMIN } })
  user = await contractTrader(h, 10_000n)
  await tickAfter(h, 1000, { [BTC]: 6_000_000 })
})
afterEach(async () => {
  expect(await invariants(h)).toEqual([])
  await h.close()
})

const history = (page: number, status?: string, token = user.token) =>
  call<ContractHistoryPage>(h.app, `/api/orders/page/${page}${status ? `?status=${status}` : ''}`, { token })

describe('history', () => {
  it('pages newest first, 20 a page, and filters holding (status 1) and waiting (status 0)', async () => {
    const ids: number[] = []
    for (let i = 0; i < 22; i++) ids.push((await open(h, user)).oid)
    const waiting = await open(h, user, { price_type: 1, price: '59000' })
    const cancelled = await open(h, user, { price_type: 1, price: '58000' })
    await cancel(h, user, cancelled.oid)
    await sell(h, user, ids[0] ?? 0)
    const first = dataOf(await history(1))
    expect(first).toMatchObject({ page: 1, pages: 2 })
    expect(first.data).toHaveLength(20)
    expect(first.data[0]).toMatchObject({ oid: cancelled.oid, status: 3 })
    const second = dataOf(await history(2, 'all'))
    expect(second.data.map((o) => o.oid)).toEqual(ids.slice(0, 4).reverse())
    expect(second.data.at(-1)).toMatchObject({ status: 2, close_reason: 'user', is_win: 1, sellprice: '60000.00' })
    const hold = dataOf(await history(1, 'hold'))
    expect(hold.data.every((o) => o.status === 1)).toBe(true)
    expect(hold).toMatchObject({ pages: 2 })
    expect(dataOf(await history(2, 'hold')).data).toHaveLength(1)
    const wait = dataOf(await history(1, 'wait'))
    expect(wait.data.map((o) => o.oid)).toEqual([waiting.oid])
    expect(dataOf(await history(5)).data).toEqual([])
    const other = await contractTrader(h)
    expect(dataOf(await history(1, 'all', other.token))).toEqual({
      data: [],
      pages: 1,
      page: 1,
      more: false,
      next: null,
    })
    expect((await history(0)).status).toBe(404)
  })

  it("carries the spec's history fields, each equal to the order's own", async () => {
    const closed = await open(h, user, { type: 1, hand: '2', stop_win: '59000', stop_loss: '60100' })
    await tickAfter(h, 1000, { [BTC]: 5_994_000 })
    await sell(h, user, closed.oid)
    const waiting = await open(h, user, { price_type: 1, price: '59000' })
    const [pending, card] = dataOf(await history(1)).data
    expect(card).toMatchObject({
      id: closed.oid,
      logo: '/media/logos/btc.svg',
      hyzd: 1,
      num: '20.00',
      buyprice: '60000.00',
      sellprice: '59940.00',
      s_price_type: 0,
      s_hand: '2',
      s_stop_win: '59000.00',
      s_stop_loss: '60100.00',
      s_fee: '1.20',
      is_win: 1,
      ploss: '2.00',
      buytime: card?.opentime,
      selltime: card?.closetime,
    })
    expect(card?.selltime).toMatch(/^\d{4}-\d\d-\d\dT/)
    expect(pending).toMatchObject({ id: waiting.oid, hyzd: 0, s_price_type: 1, ploss: '0.00', selltime: null })
    expect(pending?.buytime).toBe(pending?.addtime)
  })
})

describe('notices', () => {
  it('lists engine closes the user has not seen, with the deciding tick, until marked seen', async () => {
    const a = await open(h, user, { stop_win: '60100' })
    const b = await open(h, user, { type: 1 })
    const c = await open(h, user)
    await sell(h, user, c.oid)
    await tickAfter(h, 1000, { [BTC]: 6_040_000 })
    const t = h.clock().getTime()
    const notices = dataOf(await call<ContractNotice[]>(h.app, '/api/contract_notices', { token: user.token }))
    expect(notices.map((n) => [n.id, n.order.close_reason])).toEqual([
      [b.oid, 'liquidation'],
      [a.oid, 'take_profit'],
    ])
    expect(notices[0]?.order).toMatchObject({ close_tick: { t, price: '60400.00' }, is_win: 2, profit: '-6.666667' })
    const seen = await call(h.app, '/api/contract_notices_seen', { token: user.token, body: { ids: [a.oid] } })
    expect(dataOf(seen)).toEqual({ seen: 1 })
    const rest = dataOf(await call<ContractNotice[]>(h.app, '/api/contract_notices', { token: user.token }))
    expect(rest.map((n) => n.id)).toEqual([b.oid])
    const other = await contractTrader(h)
    const foreign = await call(h.app, '/api/contract_notices_seen', { token: other.token, body: { ids: [b.oid] } })
    expect(dataOf(foreign)).toEqual({ seen: 0 })
  })
})

describe('operator terms', () => {
  const terms = (pid: number, body: unknown) =>
    call(h.app, `/admin/products/${pid}/contract_terms`, { body, headers: { Authorization: `Bearer ${ADMIN}` } })

  it('apply to new orders only; open positions keep the terms of their placement', async () => {
    const before = await open(h, user)
    const saved = await terms(BTC, { max_leverage: 50, maintenance: '1', hand_fee: '0.1', hand_price: '20' })
    expect(saved.envelope).toMatchObject({
      status: 1,
      msg: 'Contract terms saved',
      data: { pid: BTC, max_leverage: 50, maintenance: '1', hand_fee: '0.1', hand_price: '20.00' },
    })
    const info = dataOf(await call<ContractMarket>(h.app, '/main/product_lvs', { body: { pid: BTC } })).info
    expect(info).toMatchObject({ leverages: [25, 50], hand_price: '20.00', hand_fee: '0.1', maintenance: '1' })
    expect((await orderRow(h, before.oid)).liq_price).toBe(5_969_849)
    const after = await open(h, user, { level: 50 })
    expect(after).toMatchObject({
      num: '20.00',
      notional: '1000.00',
      fee: '1.00',
      maintenance: '1',
      liq_price: '59393.93',
    })
    // The old position still liquidates at its own price, the new one at its own.
    await tickAfter(h, 1000, { [BTC]: 5_950_000 })
    expect((await orderRow(h, before.oid)).close_reason).toBe('liquidation')
    expect((await orderRow(h, after.oid)).status).toBe(1)
  })

  it('refuses terms that would liquidate beyond bankruptcy, and an empty change', async () => {
    expect((await terms(BTC, { maintenance: '1' })).envelope).toMatchObject({
      status: 0,
      msg: 'The contract term maintenance is not valid.',
    })
    expect((await terms(BTC, { max_leverage: 60 })).envelope).toMatchObject({ status: 0, code: 'validation' })
    expect((await terms(BTC, {})).envelope).toMatchObject({ status: 0, code: 'validation' })
    expect((await terms(99999, { hand_fee: '0.1' })).envelope).toMatchObject({ status: 0, code: 'not_found' })
  })

  it('the CLI changes them too', async () => {
    const lines: string[] = []
    const ctx = { db: h.db, clock: h.clock, config: h.config }
    const args = ['contract-terms', String(BTC), '--max-leverage', '75', '--hand-fee', '0.05']
    expect(await runAdmin(args, ctx, (l) => lines.push(l))).toBe(0)
    expect(lines[0]).toContain('"max_leverage":75')
    expect(await runAdmin(['contract-terms', String(BTC), '--maintenance', '2'], ctx, (l) => lines.push(l))).toBe(1)
    expect(await runAdmin(['contract-terms', 'x'], ctx, (l) => lines.push(l))).toBe(2)
    const row = await h.db.selectFrom('products').selectAll().where('id', '=', BTC).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ max_leverage: 75, hand_fee: '0.05', maintenance: '0.5' })
    const audit = await h.db.selectFrom('operator_audit').selectAll().where('action', '=', 'contract.terms').execute()
    expect(audit.at(-1)).toMatchObject({ target: `product:${BTC}`, operator: expect.stringMatching(/^cli/) })
    expect(JSON.parse(audit.at(-1)?.after ?? '{}')).toMatchObject({ max_leverage: 75 })
  })
})
