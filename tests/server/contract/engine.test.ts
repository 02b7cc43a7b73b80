// The contract engine on a scripted feed: results of long and short positions, take-profit, stop-loss,
// liquidation exactly at and one unit before the threshold, a gap through the bankruptcy price, limit fills,
// and the races between a user's call and the engine. Ledger and trading invariants after every test.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ContractMarket } from '../../../contract/contract-trading'
import { closeContractPosition } from '../../../server/features/contract/positions'
import { cancelContractOrder } from '../../../server/features/contract/service'
import { writeTx } from '../../../server/ledger/tx'
import { call, dataOf } from '../../support/server/request'
import { BTC, createTradingHarness, invariants, type TradingHarness, tickAfter } from '../../support/server/trading'
import { depsOf } from '../../support/server/wallet'
import { cancel, contractTrader, houseUsdt, open, orderRow, sell, type Trader, USDT, usdtOf } from './helpers'

let h: TradingHarness
let user: Trader
// BTC/USDT: 1 lot = 10 USDT margin; at 100x the notional is 1,000 USDT and the fee (0.06%) 0.60 USDT.
const FEE = 600_000n
const MARGIN = 10n * USDT

beforeEach(async () => {
  h = await createTradingHarness()
  user = await contractTrader(h)
  await tickAfter(h, 1000, { [BTC]: 6_000_000 })
})
afterEach(async () => {
  expect(await invariants(h)).toEqual([])
  await h.close()
})

describe('opening', () => {
  it('opens a market long at the mark: margin frozen, fee to the house, liquidation price shown', async () => {
    const o = await open(h, user)
    expect(o).toMatchObject({
      status: 1,
      type: 0,
      level: 100,
      hand: '1',
      num: '10.00',
      notional: '1000.00',
      fee: '0.60',
      buyprice: '60000.00',
      liq_price: '59698.49',
      maintenance: '0.5',
      open_tick: { t: h.clock().getTime(), price: '60000.00' },
    })
    expect(await usdtOf(h, user.id)).toEqual({ available: 1000n * USDT - MARGIN - FEE, frozen: MARGIN })
    expect(await houseUsdt(h, 'fees')).toBe(FEE)
    const short = await open(h, user, { type: 1 })
    expect(short.liq_price).toBe('60298.51')
  })
})

describe('results', () => {
  const cases = [
    { name: 'long win', type: 0, close: 6_060_000, payout: 20_000_000n, win: 1, profit: '10.00' },
    { name: 'long loss', type: 0, close: 5_980_000, payout: 6_666_666n, win: 2, profit: '-3.333334' },
    { name: 'short win', type: 1, close: 5_980_000, payout: 13_333_333n, win: 1, profit: '3.333333' },
    { name: 'short loss', type: 1, close: 6_060_000, payout: 0n, win: 2, profit: '-10.00' },
  ]
  for (const c of cases) {
    it(`${c.name}: closes at the mark and pays margin + PnL`, async () => {
      const o = await open(h, user, { type: c.type })
      await tickAfter(h, 1000, { [BTC]: c.close })
      const row = await orderRow(h, o.oid)
      if (c.type === 1 && c.close === 6_060_000) {
        // 60,600 is beyond the short's liquidation price (60,298.51): the engine closed it already.
        expect(row).toMatchObject({ status: 2, close_reason: 'liquidation', close_price: c.close })
        return
      }
      const closed = dataOf(await sell(h, user, o.oid))
      expect(closed).toMatchObject({ status: 2, close_reason: 'user', is_win: c.win, profit: c.profit })
      expect(closed.close_tick).toEqual({ t: h.clock().getTime(), price: closed.sellprice })
      expect(await usdtOf(h, user.id)).toEqual({ available: 1000n * USDT - MARGIN - FEE + c.payout, frozen: 0n })
      expect(await houseUsdt(h, 'contract_pnl')).toBe(MARGIN - c.payout)
    })
  }
})

describe('triggers', () => {
  it('takes profit at the first tick at or above the take-profit, at that tick', async () => {
    const o = await open(h, user, { stop_win: '60500', stop_loss: '59800' })
    await tickAfter(h, 1000, { [BTC]: 6_049_999 })
    expect((await orderRow(h, o.oid)).status).toBe(1)
    await tickAfter(h, 1000, { [BTC]: 6_051_000 })
    const row = await orderRow(h, o.oid)
    expect(row).toMatchObject({ status: 2, close_reason: 'take_profit', close_price: 6_051_000 })
    expect(row.close_t).toBe(h.clock().getTime())
    // PnL = 1000 x 510 / 60000 = 8.50 USDT.
    expect(row.payout).toBe(18_500_000)
  })

  it('stops the loss of a short at the first tick at or above the stop-loss', async () => {
    const o = await open(h, user, { type: 1, stop_loss: '60100' })
    await tickAfter(h, 1000, { [BTC]: 6_010_000 })
    expect(await orderRow(h, o.oid)).toMatchObject({ status: 2, close_reason: 'stop_loss', close_price: 6_010_000 })
  })

  it('liquidates a long exactly at the liquidation price, not one unit above it', async () => {
    const o = await open(h, user)
    await tickAfter(h, 1000, { [BTC]: 5_969_850 })
    expect((await orderRow(h, o.oid)).status).toBe(1)
    await tickAfter(h, 1000, { [BTC]: 5_969_849 })
    const row = await orderRow(h, o.oid)
    // margin + PnL = 10 - 5.025167 = 4.974833 <= r x q x m = 0.005 x (1000 / 60000) x 59698.49 = 4.97487
    expect(row).toMatchObject({ status: 2, close_reason: 'liquidation', close_price: 5_969_849, payout: 4_974_833 })
    expect(await houseUsdt(h, 'insurance')).toBe(0n)
  })

  it('liquidates a short exactly at its liquidation price, not one unit below it', async () => {
    const o = await open(h, user, { type: 1 })
    await tickAfter(h, 1000, { [BTC]: 6_029_850 })
    expect((await orderRow(h, o.oid)).status).toBe(1)
    await tickAfter(h, 1000, { [BTC]: 6_029_851 })
    expect(await orderRow(h, o.oid)).toMatchObject({ status: 2, close_reason: 'liquidation' })
  })

  it('caps the loss at the margin on a gap through the bankruptcy price; insurance pays the rest', async () => {
    const o = await open(h, user, { stop_loss: '59900' })
    await tickAfter(h, 1000, { [BTC]: 5_900_000 })
    const row = await orderRow(h, o.oid)
    // Liquidation takes precedence over the stop-loss; PnL = -16.666667, 6.666667 beyond the margin.
    expect(row).toMatchObject({ status: 2, close_reason: 'liquidation', payout: 0, gap: 6_666_667 })
    expect(await usdtOf(h, user.id)).toEqual({ available: 1000n * USDT - MARGIN - FEE, frozen: 0n })
    expect(await houseUsdt(h, 'insurance')).toBe(-6_666_667n)
    expect(await houseUsdt(h, 'contract_pnl')).toBe(16_666_667n)
    const postings = await h.db
      .selectFrom('postings')
      .select(['account_id', 'amount'])
      .where('ref', '=', `contract_order:${o.oid}`)
      .where('reason', '=', 'contract_settle')
      .execute()
    expect(postings.find((p) => p.account_id === 'insurance')?.amount).toBe(-6_666_667)
    const lvs = await call<ContractMarket>(h.app, '/main/product_lvs', { body: { pid: BTC } })
    expect(dataOf(lvs).insurance).toBe('-6.666667')
  })
})

describe('limit orders', () => {
  it('wait with margin and fee frozen, then open at the limit price on the first crossing tick', async () => {
    const o = await open(h, user, { price_type: 1, price: '59500', stop_win: '60000' })
    expect(o).toMatchObject({ status: 0, buyprice: '59500.00', liq_price: '59201.00', open_tick: null })
    expect(await usdtOf(h, user.id)).toEqual({ available: 1000n * USDT - MARGIN - FEE, frozen: MARGIN + FEE })
    await tickAfter(h, 1000, { [BTC]: 5_960_000 })
    expect((await orderRow(h, o.oid)).status).toBe(0)
    await tickAfter(h, 1000, { [BTC]: 5_940_000 })
    const row = await orderRow(h, o.oid)
    expect(row).toMatchObject({ status: 1, price: 5_950_000, open_tick_price: 5_940_000, open_t: h.clock().getTime() })
    expect(await usdtOf(h, user.id)).toEqual({ available: 1000n * USDT - MARGIN - FEE, frozen: MARGIN })
    expect(await houseUsdt(h, 'fees')).toBe(FEE)
    await tickAfter(h, 1000, { [BTC]: 6_000_000 })
    expect(await orderRow(h, o.oid)).toMatchObject({ status: 2, close_reason: 'take_profit' })
  })

  it('a limit already reached at placement opens at once at the current mark (the better price)', async () => {
    const o = await open(h, user, { price_type: 1, price: '61000' })
    expect(o).toMatchObject({ status: 1, buyprice: '60000.00', price_type: 1 })
  })

  it('a short limit fills at or above its price; cancel returns margin and fee', async () => {
    const a = await open(h, user, { type: 1, price_type: 1, price: '60500' })
    const b = await open(h, user, { type: 1, price_type: 1, price: '61000' })
    await tickAfter(h, 1000, { [BTC]: 6_050_000 })
    expect((await orderRow(h, a.oid)).status).toBe(1)
    expect(dataOf(await cancel(h, user, b.oid))).toMatchObject({ status: 3 })
    expect(await usdtOf(h, user.id)).toEqual({ available: 1000n * USDT - MARGIN - FEE, frozen: MARGIN })
    const again = await cancel(h, user, b.oid)
    expect(again.envelope).toMatchObject({ status: 0, code: 'already_decided' })
  })
})

describe('races', () => {
  it('cancel racing a fill: exactly one wins', async () => {
    const o = await open(h, user, { price_type: 1, price: '59500' })
    const deps = depsOf(h)
    h.clock.advance(1000)
    const fill = tickAfter(h, 0, { [BTC]: 5_940_000 })
    const cancelled = writeTx(h.db, (trx) => cancelContractOrder(deps, trx, user.id, o.oid)).then(
      () => 'cancelled',
      (e: Error) => e.message,
    )
    const [outcome] = await Promise.all([cancelled, fill])
    const row = await orderRow(h, o.oid)
    if (outcome === 'cancelled') expect(row.status).toBe(3)
    else expect(row.status).toBe(1)
    const frozen = (await usdtOf(h, user.id)).frozen
    expect(frozen).toBe(row.status === 3 ? 0n : MARGIN)
  })

  it('close racing a liquidation: exactly one closes the position', async () => {
    const o = await open(h, user)
    const deps = depsOf(h)
    h.clock.advance(1000)
    const liquidation = tickAfter(h, 0, { [BTC]: 5_960_000 })
    const closed = writeTx(h.db, (trx) => closeContractPosition(deps, trx, user.id, o.oid, 100)).then(
      () => 'user',
      () => 'engine',
    )
    const [winner] = await Promise.all([closed, liquidation])
    const row = await orderRow(h, o.oid)
    expect(row.status).toBe(2)
    expect(row.close_reason).toBe(winner === 'user' ? 'user' : 'liquidation')
    const settles = await h.db
      .selectFrom('postings')
      .select('tx_id')
      .where('ref', '=', `contract_order:${o.oid}`)
      .where('reason', '=', 'contract_settle')
      .groupBy('tx_id')
      .execute()
    expect(settles).toHaveLength(1)
  })
})
