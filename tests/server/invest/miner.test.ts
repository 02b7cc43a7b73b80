// Staking through HTTP: subscription, the amount rules, limits and times, early cancel with the preview equal to
// what is applied (first, a middle and the last day), another user's order. Invariants after every test.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { MinerCancelAnswer, MinerListAnswer, MinerOrder } from '../../../contract/invest'
import { checkAll } from '../../../server/checks'
import { createHarness, type Harness } from '../../support/server/harness'
import { buyMiner, investor, minerId, moveTo, ordersOf, runDay, USDT, usdtOf } from '../../support/server/invest'
import { call, dataOf } from '../../support/server/request'

let h: Harness
beforeEach(async () => {
  // Sessions must outlive the week the clock moves through.
  h = await createHarness({ TERN_SESSION_IDLE_DAYS: '60' })
})
afterEach(async () => {
  expect(await checkAll(h.db)).toEqual([])
  await h.close()
})

const buy = (token: string, body: unknown, headers?: Record<string, string>) =>
  call<MinerOrder>(h.app, '/api/miner_buy', { token, body, headers })
const cancel = (token: string, id: number) =>
  call<MinerCancelAnswer>(h.app, '/api/miner_cancel', { token, body: { id } })

describe('staking products and subscription', () => {
  it('lists the products in the caller language with the caller totals', async () => {
    const user = await investor(h, 2500n)
    const list = dataOf(await call<MinerListAnswer>(h.app, '/api/miner_list', { token: user.token, lang: 'th' }))
    expect(list.list.map((p) => p.title)).toEqual(['โหนดเริ่มต้น', 'โหนดมาตรฐาน', 'โหนดโปร'])
    expect(list.list[0]).toMatchObject({ min: '100', max: '5000', profit: '0.3', days: 7, limit: '10000', times: 3 })
    expect(list).toMatchObject({ total: '0.00', total_profit: '0.00', yestoday_profit: '0.00', user_money: '2500.00' })
    const info = await call(h.app, '/api/miner_info', { token: user.token, body: { id: list.list[1]?.id } })
    expect(dataOf(info)).toMatchObject({ title: 'Standard Node', cancel_cost: '0.4', user_money: '2500.00' })
    expect((await call(h.app, '/api/miner_info', { token: user.token, body: { id: 999 } })).envelope).toMatchObject({
      status: 0,
      code: 'not_found',
    })
  })

  it('moves the amount from available to frozen in one posting, once per idempotency key', async () => {
    const user = await investor(h, 1000n)
    const id = await minerId(h, 'starter-node')
    const key = { 'Idempotency-Key': 'stake-1' }
    const first = dataOf(await buy(user.token, { id, amount: '600' }, key))
    const again = dataOf(await buy(user.token, { id, amount: '600' }, key))
    expect(again).toEqual(first)
    expect(first).toMatchObject({ status: 0, amount: '600.00', profit_days: 0, penalty: null })
    expect(await usdtOf(h, user.id)).toEqual({ available: 400n * USDT, frozen: 600n * USDT })
    const postings = await h.db
      .selectFrom('postings')
      .selectAll()
      .where('ref', '=', `miner_order:${first.id}`)
      .execute()
    expect(postings.map((p) => [p.reason, p.bucket, p.amount])).toEqual([
      ['miner_subscribe', 'available', -600_000_000],
      ['miner_subscribe', 'frozen', 600_000_000],
    ])
  })

  it('refuses bad amounts with their own messages and moves nothing', async () => {
    const user = await investor(h, 1000n)
    const id = await minerId(h, 'starter-node')
    const cases: [unknown, string, string][] = [
      ['', 'validation', 'Please enter an amount.'],
      ['abc', 'validation', 'Please enter a valid amount.'],
      ['100.5', 'validation', 'Please enter a whole number of USDT.'],
      ['50', 'below_minimum', 'Exceeds the single limit: enter 100 to 5000 USDT.'],
      ['5001', 'above_maximum', 'Exceeds the single limit: enter 100 to 5000 USDT.'],
      ['2000', 'insufficient_balance', 'Insufficient balance.'],
    ]
    for (const [amount, code, msg] of cases) {
      expect((await buy(user.token, { id, amount })).envelope, String(amount)).toMatchObject({ status: 0, code, msg })
    }
    expect((await buy(user.token, { id: 999, amount: '100' })).envelope).toMatchObject({ code: 'not_found' })
    expect(await usdtOf(h, user.id)).toEqual({ available: 1000n * USDT, frozen: 0n })
    expect(await ordersOf(h, user.token)).toEqual([])
  })

  it('holds each user to the product limit (at once) and times (ever)', async () => {
    const user = await investor(h, 30_000n)
    const id = await minerId(h, 'starter-node')
    await buyMiner(h, user.token, id, '5000')
    await buyMiner(h, user.token, id, '5000')
    expect((await buy(user.token, { id, amount: '100' })).envelope).toMatchObject({
      code: 'above_maximum',
      msg: 'You can hold at most 10000 USDT in this product.',
    })
    const [latest] = await ordersOf(h, user.token)
    expect((await cancel(user.token, latest?.id ?? 0)).envelope?.status).toBe(1)
    await buyMiner(h, user.token, id, '100')
    expect((await buy(user.token, { id, amount: '100' })).envelope).toMatchObject({
      code: 'above_maximum',
      msg: 'You can subscribe to this product at most 3 times.',
    })
  })
})

describe('early cancel', () => {
  async function cancelOn(iso: string, expected: { days: number; penalty: string; refund: string; profit: string }) {
    const user = await investor(h, 1000n)
    const order = await buyMiner(h, user.token, await minerId(h, 'starter-node'), '1000')
    moveTo(h, iso)
    const [shown] = await ordersOf(h, user.token)
    const quote = { days_left: expected.days, penalty: expected.penalty, refund: expected.refund }
    expect(shown?.cancel_quote).toEqual(quote)
    const done = dataOf(await cancel(user.token, order.id))
    expect(done).toEqual({ id: order.id, ...quote })
    const [after] = await ordersOf(h, user.token)
    expect(after).toMatchObject({ status: 2, penalty: expected.penalty, refund: expected.refund })
    expect(after?.profit_get).toBe(expected.profit)
    const balance = await usdtOf(h, user.id)
    expect(balance.frozen).toBe(0n)
    return { user, balance, order }
  }

  it('on the day of subscription costs cancel_cost x all 7 days', async () => {
    const { balance } = await cancelOn('2026-03-01T18:00:00.000Z', {
      days: 7,
      penalty: '35.00',
      refund: '965.00',
      profit: '0.00',
    })
    expect(balance.available).toBe(965n * USDT)
  })

  it('on a middle day keeps the credited profit, crediting days over first, and costs the whole days left', async () => {
    // No job ran: the days 03-02 .. 03-04 are credited by the cancel itself; 3 whole days remain to 03-09.
    const { balance, order } = await cancelOn('2026-03-05T10:00:00.000Z', {
      days: 3,
      penalty: '15.00',
      refund: '985.00',
      profit: '9.00',
    })
    expect(balance.available).toBe(994n * USDT)
    expect(await runDay(h)).toEqual({ credited: 0, minerMatured: 0, earnMatured: 0 })
    const credits = await h.db
      .selectFrom('postings')
      .select('ref')
      .where('account_kind', '=', 'user')
      .where('ref', 'like', `miner_order:${order.id}@%`)
      .orderBy('ref')
      .execute()
    expect(credits.map((c) => c.ref.split('@')[1])).toEqual(['2026-03-02', '2026-03-03', '2026-03-04'])
  })

  it('on the last day costs nothing and keeps six days of profit', async () => {
    const { balance } = await cancelOn('2026-03-08T23:30:00.000Z', {
      days: 0,
      penalty: '0.00',
      refund: '1000.00',
      profit: '18.00',
    })
    expect(balance.available).toBe(1018n * USDT)
  })

  it('is refused once the order has ended, for another user, and twice', async () => {
    const user = await investor(h, 1000n)
    const other = await investor(h, 1000n)
    const order = await buyMiner(h, user.token, await minerId(h, 'starter-node'), '1000')
    expect((await cancel(other.token, order.id)).envelope).toMatchObject({ status: 0, code: 'not_found' })
    expect(await usdtOf(h, user.id)).toEqual({ available: 0n, frozen: 1000n * USDT })
    expect(await usdtOf(h, other.id)).toEqual({ available: 1000n * USDT, frozen: 0n })
    moveTo(h, '2026-03-09T00:00:00.000Z')
    expect((await cancel(user.token, order.id)).envelope).toMatchObject({
      code: 'not_found',
      msg: 'This order is no longer open.',
    })
    await runDay(h)
    expect(await usdtOf(h, user.id)).toEqual({ available: 1021n * USDT, frozen: 0n })
    const second = await buyMiner(h, user.token, await minerId(h, 'starter-node'), '100')
    expect((await cancel(user.token, second.id)).envelope?.status).toBe(1)
    expect((await cancel(user.token, second.id)).envelope).toMatchObject({ code: 'not_found' })
  })
})
