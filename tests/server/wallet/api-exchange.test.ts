import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { AssetAnswer, ExchangeAnswer, UserBalance } from '../../../contract/wallet'
import { checkLedger } from '../../../server/ledger/check'
import { createHarness, type Harness } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'
import { createSignedInUser, fund, setPrices } from '../../support/server/wallet'

let h: Harness
let user: { id: number; token: string }
const USDT = 1_000_000n

beforeEach(async () => {
  h = await createHarness({ TERN_AUTO_APPROVE: 'none' })
  user = await createSignedInUser(h)
  // BTC 67,000.00 and ETH 3,450.00 USDT.
  setPrices(h, { btc: 6_700_000, eth: 345_000 })
})
afterEach(async () => {
  expect(await checkLedger(h.db)).toEqual([])
  await h.close()
})

const exchange = (body: unknown, token = user.token) =>
  call<ExchangeAnswer>(h.app, '/api/exchange_result2', { token, body })
const balance = async () => dataOf(await call<UserBalance>(h.app, '/api/user_balance', { token: user.token, body: {} }))

describe('exchange', () => {
  it('quotes from- and to-edited amounts at the current price without moving anything', async () => {
    const q0 = dataOf(await exchange({ from: 'USDT', to: 'BTC', amount: '670', type: 0, do: 0 }))
    expect(q0).toMatchObject({ amount: '0.01', from_amount: '670', to_amount: '0.01', rate: '0.00001492' })
    expect(q0.ticks).toEqual([{ product_id: 12, t: h.clock().getTime(), price: '67000.00' }])
    const q1 = dataOf(await exchange({ from: 'USDT', to: 'BTC', amount: '0.01', type: 1, do: 0 }))
    expect(q1).toMatchObject({ amount: '670', from_amount: '670' })
    expect(await h.db.selectFrom('exchanges').selectAll().execute()).toEqual([])
  })

  it('rounds in the house’s favour by at most one minor unit', async () => {
    // 1 USDT buys 0.0000149253... BTC: the user receives 0.00001492.
    const down = dataOf(await exchange({ from: 'USDT', to: 'BTC', amount: '1', type: 0, do: 0 }))
    expect(down.to_amount).toBe('0.00001492')
    // 0.00001493 BTC costs 1.00031 USDT exactly; the user pays that exactly (no rounding needed).
    const exact = dataOf(await exchange({ from: 'USDT', to: 'BTC', amount: '0.00001493', type: 1, do: 0 }))
    expect(exact.from_amount).toBe('1.00031')
    // 1 ETH for BTC: 3450 / 67000 = 0.05149253731... -> 0.05149253 received.
    expect(dataOf(await exchange({ from: 'ETH', to: 'BTC', amount: '1', type: 0, do: 0 })).to_amount).toBe('0.05149253')
    // 0.05 BTC wanted from ETH: 0.971014492... ETH -> the user pays 0.9710145.
    expect(dataOf(await exchange({ from: 'ETH', to: 'BTC', amount: '0.05', type: 1, do: 0 })).from_amount).toBe(
      '0.9710145',
    )
  })

  it('executes at the price at submission and records the deciding tick', async () => {
    await fund(h, user.id, 'USDT', 1000n * USDT)
    const done = dataOf(await exchange({ from: 'usdt', to: 'btc', amount: '670', type: 0, do: 1 }))
    expect(done.id).toBeGreaterThan(0)
    expect(await balance()).toEqual({ USDT: '330.00', BTC: '0.01', ETH: '0' })
    const row = await h.db.selectFrom('exchanges').selectAll().executeTakeFirstOrThrow()
    expect(JSON.parse(row.ticks)).toEqual(done.ticks)
    expect(row).toMatchObject({ from_amount: 670_000_000, to_amount: 1_000_000, edited: 0 })
    setPrices(h, { btc: 7_000_000, eth: 345_000 })
    const back = dataOf(await exchange({ from: 'BTC', to: 'USDT', amount: '0.01', type: 0, do: 1 }))
    expect(back.to_amount).toBe('700')
    expect((await balance()).USDT).toBe('1030.00')
    const info = dataOf(await call<AssetAnswer>(h.app, '/api/asset', { token: user.token, body: {} }))
    expect(info.info).toMatchObject({ total_money: '1030.00', money: '1030.00', btc: '0', btc_to_usdt: '0.00' })
  })

  it.each([
    [{ from: 'USDT', to: 'USDT', amount: '5' }, 'validation', 'Please choose two different coins.'],
    [{ from: 'USDT', to: 'BTC', amount: '' }, 'validation', 'Please enter an amount.'],
    [{ from: 'USDT', to: 'BTC', amount: '0' }, 'validation', 'Please enter an amount.'],
    [{ from: 'USDT', to: 'BTC', amount: '1.0000001' }, 'validation', 'Please enter a valid amount.'],
    [{ from: 'USDT', to: 'BTC', amount: '0.5' }, 'below_minimum', 'The minimum exchange is worth 1 USDT.'],
    [{ from: 'USDT', to: 'DOGE', amount: '5' }, 'validation', 'Some fields are missing or invalid.'],
    [{ from: 'USDT', to: 'BTC', amount: '5', type: 2 }, 'validation', 'Some fields are missing or invalid.'],
    [{ from: 'USDT', to: 'BTC', amount: '5000' }, 'insufficient_balance', 'Insufficient balance.'],
    [{ from: 'BTC', to: 'USDT', amount: '0.001' }, 'insufficient_balance', 'Insufficient balance.'],
  ])('refuses %j with %s', async (body, code, msg) => {
    await fund(h, user.id, 'USDT', 1000n * USDT)
    expect((await exchange({ type: 0, do: 1, ...body })).envelope).toMatchObject({ status: 0, code, msg })
    expect(await balance()).toEqual({ USDT: '1000.00', BTC: '0', ETH: '0' })
  })

  it('refuses to execute before any price was recorded', async () => {
    const fresh = await createHarness({ TERN_AUTO_APPROVE: 'none' })
    try {
      const u = await createSignedInUser(fresh)
      await fund(fresh, u.id, 'USDT', 100n * USDT)
      const res = await call(fresh.app, '/api/exchange_result2', {
        token: u.token,
        body: { from: 'USDT', to: 'BTC', amount: '10', type: 0, do: 1 },
      })
      expect(res.envelope).toMatchObject({ status: 0, code: 'price_unavailable' })
      expect(await checkLedger(fresh.db)).toEqual([])
    } finally {
      await fresh.close()
    }
  })
})

describe('asset and user_balance', () => {
  const noneFrozen = (zero: string) => ({
    contract_margin: zero,
    open_orders: zero,
    timed_orders: zero,
    staking: zero,
    earn: zero,
    withdrawals: zero,
  })

  it('reports available, frozen and converted values per asset', async () => {
    await fund(h, user.id, 'USDT', 100n * USDT)
    await fund(h, user.id, 'BTC', 1_000_000n)
    await fund(h, user.id, 'ETH', 50_000_000n)
    const { info, orders } = dataOf(await call<AssetAnswer>(h.app, '/api/asset', { token: user.token, body: {} }))
    expect(orders).toEqual([])
    expect(info).toEqual({
      total_money: '2495.00',
      profit: '0.00',
      money: '100.00',
      contract_use: '0.00',
      money_frozen: '0.00',
      btc: '0.01',
      btc_frozen: '0',
      btc_to_usdt: '670.00',
      eth: '0.5',
      eth_frozen: '0',
      eth_to_usdt: '1725.00',
      equity: '2495.00',
      frozen: { USDT: noneFrozen('0.00'), BTC: noneFrozen('0'), ETH: noneFrozen('0') },
    })
    expect(await balance()).toEqual({ USDT: '100.00', BTC: '0.01', ETH: '0.5' })
  })

  it('answers 204 without a token and ignores odd bodies', async () => {
    expect((await call(h.app, '/api/asset', { body: {} })).status).toBe(204)
    expect((await call(h.app, '/api/user_balance', { token: user.token, body: '{bad' })).envelope?.status).toBe(1)
  })
})
