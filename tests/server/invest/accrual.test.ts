// The invest engine job on a controllable clock: daily credits for days that are over, maturity, downtime and
// restarts (each order and day credited once), and two processes running the job at once.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkAll } from '../../../server/checks'
import { runInvestDay } from '../../../server/features/invest/accrual'
import { post } from '../../../server/ledger/ledger'
import { writeTx } from '../../../server/ledger/tx'
import { createHarness, type Harness, peerOf, postgresUrl } from '../../support/server/harness'
import { buyMiner, investor, minerId, moveTo, ordersOf, runDay, USDT, usdtOf } from '../../support/server/invest'
import { call, dataOf } from '../../support/server/request'
import { depsOf } from '../../support/server/wallet'

let h: Harness
beforeEach(async () => {
  // Sessions must outlive the week the clock moves through.
  h = await createHarness({ TERN_SESSION_IDLE_DAYS: '60' })
})
afterEach(async () => {
  expect(await checkAll(h.db)).toEqual([])
  await h.close()
})

/** The user entries of an order's daily credits (refs miner_order:<id>@<day>), in day order. */
const creditRows = (orderId: number) =>
  h.db
    .selectFrom('postings')
    .select(['ref', 'amount'])
    .where('account_kind', '=', 'user')
    .where('ref', 'like', `miner_order:${orderId}@%`)
    .orderBy('ref')
    .execute()

describe('staking daily credits', () => {
  it('credits amount x profit% for each UTC day that is over, from the next day, then returns the principal', async () => {
    const user = await investor(h, 10_000n)
    // Starter Node: 0.3 % a day for 7 days; subscribed on 2026-03-01.
    const order = await buyMiner(h, user.token, await minerId(h, 'starter-node'), '1000')
    expect(order).toMatchObject({ amount: '1000.00', daily: '3.00', start: '2026-03-02', end: '2026-03-09' })
    expect(await usdtOf(h, user.id)).toEqual({ available: 9000n * USDT, frozen: 1000n * USDT })

    moveTo(h, '2026-03-02T23:59:59.000Z')
    expect((await runDay(h)).credited).toBe(0)
    moveTo(h, '2026-03-03T00:00:01.000Z')
    expect(await runDay(h)).toEqual({ credited: 1, minerMatured: 0, earnMatured: 0 })
    expect(await runDay(h)).toEqual({ credited: 0, minerMatured: 0, earnMatured: 0 })
    const [after1] = await ordersOf(h, user.token)
    expect(after1).toMatchObject({ profit_days: 1, profit_get: '3.00', status: 0 })
    const list = dataOf(await call<{ yestoday_profit: string }>(h.app, '/api/miner_list', { token: user.token }))
    expect(list).toMatchObject({ yestoday_profit: '3.00', total: '1000.00', total_profit: '3.00' })
    expect(await usdtOf(h, user.id)).toEqual({ available: 9003n * USDT, frozen: 1000n * USDT })

    moveTo(h, '2026-03-08T23:00:00.000Z')
    expect((await runDay(h)).credited).toBe(5)
    moveTo(h, '2026-03-09T00:00:00.000Z')
    expect(await runDay(h)).toEqual({ credited: 1, minerMatured: 1, earnMatured: 0 })
    const [done] = await ordersOf(h, user.token)
    expect(done).toMatchObject({ status: 1, profit_days: 7, profit_get: '21.00', cancel_quote: null })
    expect(await usdtOf(h, user.id)).toEqual({ available: 10_021n * USDT, frozen: 0n })
    expect((await creditRows(order.id)).map((r) => r.amount)).toEqual(Array(7).fill(3_000_000))
  })

  it('credits the days missed while no engine ran, each once, when it comes back', async () => {
    const user = await investor(h)
    const order = await buyMiner(h, user.token, await minerId(h, 'standard-node'), '2000')
    expect(order.daily).toBe('9.00')
    // Down from 2026-03-01 until 2026-03-05 08:00: days 03-02, 03-03 and 03-04 are over.
    moveTo(h, '2026-03-05T08:00:00.000Z')
    expect((await runDay(h)).credited).toBe(3)
    expect((await creditRows(order.id)).length).toBe(3)
    expect((await runDay(h)).credited).toBe(0)
    const [o] = await ordersOf(h, user.token)
    expect(o).toMatchObject({ profit_days: 3, profit_get: '27.00' })
  })

  it('credits each order and day once when two processes run the job at the same time', async () => {
    const users = await Promise.all([investor(h), investor(h), investor(h)])
    const id = await minerId(h, 'starter-node')
    for (const user of users) await buyMiner(h, user.token, id, '500')
    moveTo(h, '2026-03-06T00:30:00.000Z')
    const peer = peerOf(h)
    try {
      const peerDeps = { ...depsOf(h), db: peer.db }
      // Two SQLite connections in one process would wait on each other's lock synchronously: there the second
      // process runs after the first, as a restarted engine would.
      const [a, b] = postgresUrl
        ? await Promise.all([runInvestDay(depsOf(h), 2), runInvestDay(peerDeps, 2)])
        : [await runInvestDay(depsOf(h), 2), await runInvestDay(peerDeps, 2)]
      expect(a.credited + b.credited).toBe(3 * 4)
    } finally {
      await peer.close()
    }
    for (const user of users) {
      const [o] = await ordersOf(h, user.token)
      expect(o).toMatchObject({ profit_days: 4, profit_get: '6.00' })
    }
    const total = await h.db
      .selectFrom('postings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('reason', '=', 'miner_yield')
      .where('account_kind', '=', 'user')
      .execute()
    expect(Number(total[0]?.n)).toBe(12)
  })

  it('refuses a second credit of the same order and day in the database itself', async () => {
    const user = await investor(h)
    const order = await buyMiner(h, user.token, await minerId(h, 'starter-node'), '100')
    moveTo(h, '2026-03-03T00:00:01.000Z')
    await runDay(h)
    expect((await creditRows(order.id)).map((r) => r.ref)).toEqual([`miner_order:${order.id}@2026-03-02`])
    const again = writeTx(h.db, (trx) =>
      post(trx, {
        reason: 'miner_yield',
        ref: 'miner_yield@2026-03-02',
        at: h.clock(),
        entries: [
          { kind: 'house', account: 'invest_yield', asset: 'USDT', amount: -300_000n },
          {
            kind: 'user',
            account: user.id,
            asset: 'USDT',
            amount: 300_000n,
            ref: `miner_order:${order.id}@2026-03-02`,
          },
        ],
      }),
    )
    await expect(again).rejects.toThrow()
    expect(await creditRows(order.id)).toHaveLength(1)
  })
})
