// Invest money in bigint minor units end to end (repo -> rules -> ledger -> wire): cases where arithmetic on
// JavaScript numbers is off by a minor unit (0.29 % of 100 USDT is 28999999.999999996 / 100 as a float), daily
// credits that are not a whole minor unit, products of the largest stake with a rate beyond 2^53, and (PostgreSQL)
// a stored figure beyond 2^53 read exactly. What each order shows is what the ledger credits, to the minor unit.
import { sql } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { LedgerEntry, Page, UserOrder } from '../../../contract/console-data'
import type { EarnOrder, EarnsAnswer, MinerCancelAnswer, MinerListAnswer } from '../../../contract/invest'
import { checkAll } from '../../../server/checks'
import { checkInvest } from '../../../server/features/invest/check'
import { findMinerOrder, minerTotals } from '../../../server/features/invest/repo'
import { ADMIN_TOKEN, admin } from '../../support/server/console'
import { createHarness, type Harness, postgresUrl } from '../../support/server/harness'
import { buyMiner, investor, moveTo, ordersOf, runDay, USDT, usdtOf } from '../../support/server/invest'
import { call, dataOf } from '../../support/server/request'
import { createSignedInUser, fund } from '../../support/server/wallet'

let h: Harness
beforeEach(async () => {
  h = await createHarness({ TERN_SESSION_IDLE_DAYS: '60', TERN_ADMIN_TOKEN: ADMIN_TOKEN })
})
afterEach(async () => {
  expect(await checkAll(h.db)).toEqual([])
  await h.close()
})

let keys = 0

/** A staking product of 7 days, inserted directly: min 1 USDT, max `max` whole USDT. */
async function minerProduct(profit: string, cancelCost: string, max = 10_000n): Promise<number> {
  const row = await h.db
    .insertInto('miner_products')
    .values({
      key: `exact-${++keys}`,
      titles: JSON.stringify({ en: 'Exact' }),
      min: 1_000_000,
      max: Number(max * USDT),
      profit,
      days: 7,
      limit_amount: 0,
      times: 0,
      cancel_cost: cancelCost,
      status: 0,
      sort: 0,
      created_at: h.clock().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** The user entries of an order's daily credits, in day order (minor units). */
async function credits(orderId: number): Promise<bigint[]> {
  const rows = await h.db
    .selectFrom('postings')
    .select('amount')
    .where('account_kind', '=', 'user')
    .where('ref', 'like', `miner_order:${orderId}@%`)
    .orderBy('ref')
    .execute()
  return rows.map((r) => BigInt(r.amount))
}

/** The console's page of a user's staking orders. */
const consoleMiner = async (userId: number) =>
  dataOf(await admin<Page<UserOrder>>(h, `/admin/users/${userId}/orders?kind=miner&page=1&size=10`)).items

const cancel = (token: string, id: number) =>
  call<MinerCancelAnswer>(h.app, '/api/miner_cancel', { token, body: { id } }).then(dataOf)

describe('staking in exact minor units', () => {
  it('credits 0.29 % of 100 USDT as 290000 minor units, and charges 0.07 % x 5 days as 350000', async () => {
    // As floats: floor(1e8 x 0.29 / 100) = 289999 and ceil(1e8 x 0.07 x 5 / 100) = 350001.
    const user = await investor(h, 1000n)
    const order = await buyMiner(h, user.token, await minerProduct('0.29', '0.07'), '100')
    expect(order).toMatchObject({ daily: '0.29', cancel_quote: { days_left: 7, penalty: '0.49', refund: '99.51' } })
    moveTo(h, '2026-03-03T00:00:01.000Z')
    expect((await runDay(h)).credited).toBe(1)
    expect(await credits(order.id)).toEqual([290_000n])
    const [shown] = await ordersOf(h, user.token)
    expect(shown).toMatchObject({
      profit_get: '0.29',
      cancel_quote: { days_left: 5, penalty: '0.35', refund: '99.65' },
    })
    expect(await cancel(user.token, order.id)).toEqual({ id: order.id, days_left: 5, penalty: '0.35', refund: '99.65' })
    expect(await usdtOf(h, user.id)).toEqual({ available: 900n * USDT + 290_000n + 99_650_000n, frozen: 0n })
  })

  it('credits amount x profit% rounded down when it is not a whole minor unit, the figure the order shows', async () => {
    // 107 USDT x 0.1234567 % = 0.132098669 USDT a day: 132098 minor units shown and credited each day.
    const user = await investor(h, 1000n)
    const order = await buyMiner(h, user.token, await minerProduct('0.1234567', '0.5'), '107')
    expect(order.daily).toBe('0.132098')
    moveTo(h, '2026-03-04T00:00:01.000Z')
    expect((await runDay(h)).credited).toBe(2)
    expect(await credits(order.id)).toEqual([132_098n, 132_098n])
    const [shown] = await ordersOf(h, user.token)
    expect(shown).toMatchObject({ profit_days: 2, profit_get: '0.264196' })
    expect(await usdtOf(h, user.id)).toEqual({ available: 893n * USDT + 264_196n, frozen: 107n * USDT })
  })

  it('keeps the largest stake exact where amount x rate passes 2^53 minor units', async () => {
    // 9,007,199,254 USDT (just under 2^53 minor units): amount x 1234567 is about 1.1e22.
    const stake = 9_007_199_254n
    const user = await createSignedInUser(h)
    await fund(h, user.id, 'USDT', stake * USDT)
    const id = await minerProduct('0.1234567', '0.5', stake)
    const order = await buyMiner(h, user.token, id, String(stake))
    const daily = (stake * USDT * 1_234_567n) / 1_000_000_000n
    expect(daily).toBe(11_119_990_961_413n)
    expect(order.daily).toBe('11119990.961413')
    const row = await findMinerOrder(h.db, user.id, order.id)
    expect(row).toMatchObject({ amount: stake * USDT, daily, profit_get: 0n })

    moveTo(h, '2026-03-03T00:00:01.000Z')
    await runDay(h)
    expect(await credits(order.id)).toEqual([daily])
    expect(await minerTotals(h.db, user.id, '2026-03-02')).toEqual({ total: stake * USDT, profit: daily, day: daily })
    const list = dataOf(await call<MinerListAnswer>(h.app, '/api/miner_list', { token: user.token }))
    expect(list).toMatchObject({ total: '9007199254.00', total_profit: '11119990.961413' })

    // Cancel with 5 whole days left at 0.5 % a day: 2.5 % of the stake (amount x 5 x 5 / 1000, past 2^53 too).
    const penalty = (stake * USDT * 25n) / 1000n
    const answer = await cancel(user.token, order.id)
    expect(answer).toMatchObject({ days_left: 5, penalty: '225179981.35', refund: '8782019272.65' })
    expect(await usdtOf(h, user.id)).toEqual({ available: stake * USDT - penalty + daily, frozen: 0n })

    // The console shows the same figures: the order's result (profit - penalty) and each posting.
    const [row2] = await consoleMiner(user.id)
    expect(row2).toMatchObject({ amount: '9007199254.00', result: '-214059990.388587' })
    expect(row2?.terms).toMatchObject({ daily: '11119990.961413' })
    const ledger = dataOf(await admin<Page<LedgerEntry>>(h, `/admin/users/${user.id}/ledger?page=1&size=50`)).items
    expect(ledger.filter((e) => e.reason === 'miner_yield').map((e) => e.amount)).toEqual(['11119990.961413'])
  })

  it('finds an order whose daily credit is not the published rule (shown would differ from credited)', async () => {
    const user = await investor(h, 1000n)
    const order = await buyMiner(h, user.token, await minerProduct('0.29', '0.07'), '100')
    const setDaily = (daily: number) =>
      h.db.updateTable('miner_orders').set({ daily }).where('id', '=', order.id).execute()
    await setDaily(289_999)
    try {
      expect(await checkInvest(h.db)).toEqual([`miner_orders ${order.id}: daily 289999, expected 290000`])
    } finally {
      await setDaily(290_000)
    }
  })

  it.runIf(postgresUrl)(
    'reads a profit beyond 2^53 minor units exactly (PostgreSQL hands it back as bigint)',
    async () => {
      const user = await investor(h, 1000n)
      const order = await buyMiner(h, user.token, await minerProduct('0.3', '0.5'), '100')
      const beyond = 2n ** 53n + 1n
      const setProfit = (value: bigint) =>
        sql`update miner_orders set profit_get = ${sql.raw(String(value))} where id = ${order.id}`.execute(h.db)
      await setProfit(beyond)
      try {
        expect((await findMinerOrder(h.db, user.id, order.id))?.profit_get).toBe(beyond)
        const [shown] = await ordersOf(h, user.token)
        expect(shown?.profit_get).toBe('9007199254.740993')
        const list = dataOf(await call<MinerListAnswer>(h.app, '/api/miner_list', { token: user.token }))
        expect(list.total_profit).toBe('9007199254.740993')
      } finally {
        await setProfit(0n)
      }
    },
  )
})

describe('earn in exact minor units', () => {
  it('fixes and pays 219 USDT x 9.2 % x 7 / 365 as 386400 minor units', async () => {
    // As floats: floor(219e6 x 9.2 / 100 x 7 / 365) = 386399.
    const product = await h.db
      .insertInto('earn_products')
      .values({
        key: 'exact-earn',
        coin: 'USDT',
        ror: '9.2',
        min: 1_000_000,
        cycle: 7,
        status: 0,
        sort: 0,
        created_at: h.clock().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const user = await investor(h, 1000n)
    const body = { id: product.id, amount: '219' }
    const order = dataOf(await call<EarnOrder>(h.app, '/api/earn_order', { token: user.token, body }))
    expect(order.reward).toBe('0.3864')
    moveTo(h, '2026-03-09T00:00:01.000Z')
    expect((await runDay(h)).earnMatured).toBe(1)
    expect(await usdtOf(h, user.id)).toEqual({ available: 1000n * USDT + 386_400n, frozen: 0n })
    const earns = dataOf(await call<EarnsAnswer>(h.app, '/api/earns', { token: user.token }))
    expect(earns.total_reward).toBe('0.3864')
  })
})
