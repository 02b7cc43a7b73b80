import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CoinMarketInfo, CoinOrder, CoinOrdersAnswer } from '../../../contract/trading'
import type { AssetAnswer } from '../../../contract/wallet'
import { accountBalance, balancesOf } from '../../../server/ledger/ledger'
import { call, dataOf } from '../../support/server/request'
import {
  BTC,
  createTradingHarness,
  ETH,
  invariants,
  type TradingHarness,
  tick,
  tickAfter,
} from '../../support/server/trading'
import { createSignedInUser, fund } from '../../support/server/wallet'

let h: TradingHarness
let user: { id: number; token: string }
const USDT = 1_000_000n
const SAT = 100_000_000n

beforeEach(async () => {
  h = await createTradingHarness()
  user = await createSignedInUser(h)
  await fund(h, user.id, 'USDT', 1000n * USDT)
  await fund(h, user.id, 'BTC', SAT / 10n)
  await tick(h, { [BTC]: 6_700_000, [ETH]: 345_000 })
})
afterEach(async () => {
  expect(await invariants(h)).toEqual([])
  await h.close()
})

const order = (path: 'buy' | 'sell', body: Record<string, unknown>, token = user.token) =>
  call<CoinOrder>(h.app, `/api/coin_${path}`, { token, body: { pid: BTC, price_type: 0, price: '', ...body } })
const cancel = (oid: number, token = user.token) => call<CoinOrder>(h.app, '/api/coin_cancel', { token, body: { oid } })
const balances = (id = user.id) => balancesOf(h.db, id)
const house = (account: string, asset: 'USDT' | 'BTC') => accountBalance(h.db, 'house', account, asset)

describe('coin_lvs', () => {
  it('shows the pair, the book around the price, and no balances when signed out', async () => {
    const info = dataOf(await call<CoinMarketInfo>(h.app, '/main/coin_lvs', { body: { pid: BTC } }))
    expect(info).toMatchObject({
      title: 'BTC/USDT',
      coin: 'BTC',
      price: '67000.00',
      c2c_rate: '2.5',
      balance_usdt: null,
      balance_btc: null,
      orders: [],
    })
    expect(info.level5_up.map((l) => l.p)).toEqual(['67006.70', '67020.10', '67033.50', '67046.90', '67060.30'])
    expect(info.level5_down[0]?.p).toBe('66993.30')
    expect(info.level5_up.at(-1)?.w).toBe(100)
  })

  it('shows the caller balances of the pair coin and waiting orders', async () => {
    await fund(h, user.id, 'ETH', SAT)
    const placed = dataOf(await order('sell', { pid: ETH, price_type: 1, price: '4000', amount: '0.5' }))
    const info = dataOf(await call<CoinMarketInfo>(h.app, '/main/coin_lvs', { token: user.token, body: { pid: ETH } }))
    expect(info).toMatchObject({
      coin: 'ETH',
      balance_usdt: '1000.00',
      balance_btc: '0.5',
      balance_coin: '0.5',
      price: '3450.00',
    })
    expect(info.orders.map((o) => o.oid)).toEqual([placed.oid])
  })

  it('refuses a pair without spot trading', async () => {
    for (const pid of [1, 99999]) {
      const res = await call(h.app, '/main/coin_lvs', { body: { pid } })
      expect(res.envelope).toMatchObject({
        status: 0,
        code: 'not_found',
        msg: 'Spot trading is available for BTC/USDT and ETH/USDT only.',
      })
    }
  })
})

describe('market orders', () => {
  it('buys at the best ask; the fee is taken in the coin', async () => {
    const res = await order('buy', { amount: '0.01', type: 0 })
    expect(res.envelope?.msg).toBe('Order filled')
    const filled = dataOf(res)
    expect(filled).toMatchObject({
      status: 1,
      buy_or_sell: 0,
      price: '67006.70',
      amount: '0.01',
      fee: '0.00025',
      total: '670.067',
      coin_amount: '0.00975',
      fill: { t: h.clock().getTime(), price: '67000.00' },
    })
    expect(await balances()).toMatchObject({
      USDT: { available: 329_933_000n, frozen: 0n },
      BTC: { available: SAT / 10n + 975_000n, frozen: 0n },
    })
    expect(await house('spot', 'USDT')).toBe(670_067_000n)
    expect(await house('fees', 'BTC')).toBe(25_000n)
    const asset = dataOf(await call<AssetAnswer>(h.app, '/api/asset', { token: user.token, body: {} }))
    expect(asset.info.btc).toBe('0.10975')
  })

  it('sells at the best bid and receives (amount - fee) x price', async () => {
    const filled = dataOf(await order('sell', { amount: '0.01' }))
    expect(filled).toMatchObject({
      status: 1,
      price: '66993.30',
      fee: '0.00025',
      total: '653.184675',
      coin_amount: '0.01',
    })
    expect(await balances()).toMatchObject({
      USDT: { available: 1000n * USDT + 653_184_675n },
      BTC: { available: SAT / 10n - 1_000_000n },
    })
  })

  it('refuses more than the balance and changes nothing', async () => {
    const before = await balances()
    expect((await order('buy', { amount: '0.02' })).envelope).toMatchObject({ status: 0, code: 'insufficient_balance' })
    expect((await order('sell', { amount: '0.2' })).envelope).toMatchObject({ status: 0, code: 'insufficient_balance' })
    expect((await order('buy', { amount: '1', price_type: 1, price: '60000' })).envelope).toMatchObject({
      code: 'insufficient_balance',
    })
    expect(await balances()).toEqual(before)
    expect(await h.db.selectFrom('coin_orders').selectAll().execute()).toEqual([])
  })

  const refusals: [string, Record<string, unknown>, string, string][] = [
    ['no quantity', { amount: '' }, 'validation', 'Please enter the quantity.'],
    ['a zero quantity', { amount: '0' }, 'validation', 'Please enter the quantity.'],
    [
      'a quantity with 9 decimals',
      { amount: '0.000000001' },
      'validation',
      'Please enter a valid quantity (at most 8 decimals).',
    ],
    ['a signed quantity', { amount: '-1' }, 'validation', 'Please enter a valid quantity (at most 8 decimals).'],
    [
      'a quantity with two dots',
      { amount: '0.1.2' },
      'validation',
      'Please enter a valid quantity (at most 8 decimals).',
    ],
    ['a limit without price', { amount: '0.01', price_type: 1 }, 'validation', 'Please enter the price.'],
    [
      'a limit price with 3 decimals',
      { amount: '0.01', price_type: 1, price: '66000.001' },
      'validation',
      'Please enter a valid price.',
    ],
    ['a tiny order', { amount: '0.00001' }, 'below_minimum', 'The minimum order is worth 1 USDT.'],
    [
      'another product',
      { pid: 1, amount: '0.01' },
      'not_found',
      'Spot trading is available for BTC/USDT and ETH/USDT only.',
    ],
    ['a bad price type', { price_type: 5, amount: '0.01' }, 'validation', 'Some fields are missing or invalid.'],
  ]
  for (const [what, body, code, msg] of refusals) {
    it(`refuses ${what}`, async () => {
      expect((await order('buy', body)).envelope).toMatchObject({ status: 0, code, msg })
      expect(await h.db.selectFrom('coin_orders').selectAll().execute()).toEqual([])
    })
  }
})

describe('limit orders', () => {
  it('a buy freezes price x amount and fills at its limit when the price falls to it', async () => {
    const placed = dataOf(await order('buy', { price_type: 1, price: '66000', amount: '0.01' }))
    expect(placed).toMatchObject({ status: 0, price: '66000.00', total: '660.00', fill: null })
    expect((await balances()).USDT).toEqual({ available: 340n * USDT, frozen: 660n * USDT })
    await tickAfter(h, 1000, { [BTC]: 6_600_100 })
    expect((await balances()).USDT.frozen).toBe(660n * USDT)
    await tickAfter(h, 1000, { [BTC]: 6_599_000 })
    const [filled] = dataOf(await call<CoinOrdersAnswer>(h.app, '/api/coin_orders', { token: user.token })).orders
    expect(filled).toMatchObject({
      oid: placed.oid,
      status: 1,
      price: '66000.00',
      fill: { t: h.clock().getTime(), price: '65990.00' },
    })
    expect(await balances()).toMatchObject({
      USDT: { available: 340n * USDT, frozen: 0n },
      BTC: { available: SAT / 10n + 975_000n, frozen: 0n },
    })
  })

  it('a sell freezes the coin and fills at its limit when the price rises to it', async () => {
    const placed = dataOf(await order('sell', { price_type: 1, price: '68000', amount: '0.05' }))
    expect((await balances()).BTC).toEqual({ available: 5_000_000n, frozen: 5_000_000n })
    await tickAfter(h, 1000, { [BTC]: 6_800_000 })
    const answer = dataOf(await call<CoinOrdersAnswer>(h.app, '/api/coin_orders', { token: user.token }))
    expect(answer.latest.c).toBe('68000.00')
    expect(answer.orders[0]).toMatchObject({ oid: placed.oid, status: 1, total: '3315.00' })
    expect(await balances()).toMatchObject({
      USDT: { available: 4315n * USDT },
      BTC: { available: 5_000_000n, frozen: 0n },
    })
  })

  it('a limit the market has already crossed fills at once, at its limit price', async () => {
    const filled = dataOf(await order('buy', { price_type: 1, price: '67500', amount: '0.01' }))
    expect(filled).toMatchObject({ status: 1, price: '67500.00', total: '675.00', fill: { price: '67000.00' } })
  })

  it('cancel returns the frozen funds; a second cancel and a later crossing change nothing', async () => {
    const placed = dataOf(await order('sell', { price_type: 1, price: '68000', amount: '0.05' }))
    const res = await cancel(placed.oid)
    expect(res.envelope).toMatchObject({ status: 1, msg: 'Order cancelled', data: { status: 2 } })
    expect((await balances()).BTC).toEqual({ available: SAT / 10n, frozen: 0n })
    expect((await cancel(placed.oid)).envelope).toMatchObject({
      status: 0,
      code: 'already_decided',
      msg: 'This order is no longer open.',
    })
    await tickAfter(h, 1000, { [BTC]: 6_900_000 })
    expect((await balances()).BTC).toEqual({ available: SAT / 10n, frozen: 0n })
    expect(h.engines.stats.spot).toBe(0)
  })

  it("refuses to cancel another user's order or a filled one", async () => {
    const placed = dataOf(await order('buy', { price_type: 1, price: '66000', amount: '0.01' }))
    const other = await createSignedInUser(h)
    expect((await cancel(placed.oid, other.token)).envelope).toMatchObject({ status: 0, code: 'not_found' })
    expect(dataOf(await call<CoinOrdersAnswer>(h.app, '/api/coin_orders', { token: other.token })).orders).toEqual([])
    const market = dataOf(await order('buy', { amount: '0.001' }))
    expect((await cancel(market.oid)).envelope).toMatchObject({ status: 0, code: 'already_decided' })
    expect((await balances()).USDT.frozen).toBe(660n * USDT)
  })

  it('cancel racing a fill: exactly one wins, every time', async () => {
    const wins = { cancel: 0, fill: 0 }
    for (let i = 0; i < 20; i++) {
      const placed = dataOf(await order('buy', { price_type: 1, price: '66000', amount: '0.001' }))
      h.clock.advance(1000)
      // One side starts a varying number of event-loop turns after the other, either way round.
      const later = async (turns: number) => {
        for (let k = 0; k < turns; k++) await new Promise((resolve) => setImmediate(resolve))
      }
      const crossing = async () => {
        await later(i % 2 === 0 ? i % 7 : 0)
        h.feed.emit([{ productId: BTC, t: h.clock().getTime(), price: 6_500_000 }])
        await h.engines.idle()
      }
      // The cancel also starts a few milliseconds late now and then: a fill through PostgreSQL takes several round
      // trips, longer than any number of event-loop turns, and the fill must win some of the races too.
      const cancelling = async () => {
        await later(i % 2 === 1 ? i % 7 : 0)
        if (i % 4 === 3) await new Promise((resolve) => setTimeout(resolve, (i % 7) * 4))
        return cancel(placed.oid)
      }
      const [cancelled] = await Promise.all([cancelling(), crossing()])
      await h.engines.idle()
      const row = await h.db
        .selectFrom('coin_orders')
        .selectAll()
        .where('id', '=', placed.oid)
        .executeTakeFirstOrThrow()
      const refs = await h.db
        .selectFrom('postings')
        .select('reason')
        .where('ref', '=', `coin_order:${placed.oid}`)
        .groupBy(['tx_id', 'reason'])
        .execute()
      const reasons = refs.map((r) => r.reason).sort()
      wins[row.status === 2 ? 'cancel' : 'fill'] += 1
      if (row.status === 2) {
        expect(reasons).toEqual(['coin_freeze', 'coin_unfreeze'])
      } else {
        expect(row.status).toBe(1)
        expect(reasons).toEqual(['coin_fill', 'coin_freeze'])
        expect(cancelled?.envelope).toMatchObject({ status: 0, code: 'already_decided' })
      }
      await tickAfter(h, 1000, { [BTC]: 6_700_000 })
    }
    expect((await balances()).USDT.frozen).toBe(0n)
    expect(wins.cancel + wins.fill).toBe(20)
    expect(wins.cancel).toBeGreaterThan(0)
    expect(wins.fill).toBeGreaterThan(0)
  })

  it('lists every order newest first with the spec fields', async () => {
    const a = dataOf(await order('buy', { amount: '0.001' }))
    const b = dataOf(await order('sell', { price_type: 1, price: '70000', amount: '0.001' }))
    const answer = dataOf(await call<CoinOrdersAnswer>(h.app, '/api/coin_orders', { token: user.token }))
    expect(answer.orders.map((o) => o.oid)).toEqual([b.oid, a.oid])
    expect(answer.orders[0]).toMatchObject({
      coin: 'BTC',
      buy_or_sell: 1,
      amount: '0.001',
      price: '70000.00',
      status: 0,
      addtime: h.clock().toISOString(),
    })
    expect(answer.latest).toEqual({ c: '67000.00' })
  })
})
