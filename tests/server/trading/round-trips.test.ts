// Round trips to PostgreSQL per order: the pg client's query calls counted while one order is answered through
// the app (a timed order and a contract order, each with an Idempotency-Key, as the client sends them). The
// session is known from the process's cache (kept true across processes by LISTEN/NOTIFY), so 5, no token read.
import { PostgresQueryCompiler, SqliteQueryCompiler } from 'kysely'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { dialectOf } from '../../../server/db/dialect'
import { sessionCacheOf } from '../../../server/features/accounts'
import { statementsOf } from '../../support/server/pg-statements'
import { call, dataOf } from '../../support/server/request'
import {
  BTC,
  createTrader,
  createTradingHarness,
  invariants,
  type TradingHarness,
  tick,
} from '../../support/server/trading'
import { fund } from '../../support/server/wallet'
import { contractTrader, place as placeContract, sell } from '../contract/helpers'

let h: TradingHarness
const USDT = 1_000_000n

beforeEach(async () => {
  h = await createTradingHarness()
  await tick(h, { [BTC]: 6_700_000 })
  await sessionCacheOf(h.db).whenReady()
})
afterEach(async () => {
  expect(await invariants(h)).toEqual([])
  await h.close()
})

describe('round trips per order on PostgreSQL', () => {
  it('a timed order', async () => {
    if (dialectOf(h.db) !== 'postgres') return
    const user = await createTrader(h)
    await fund(h, user.id, 'USDT', 1000n * USDT)
    const order = () =>
      call(h.app, '/api/micro_order', {
        token: user.token,
        headers: { 'Idempotency-Key': `k-${Math.random()}` },
        body: { pid: BTC, t: 30, amount: '10', type: 0 },
      })
    dataOf(await order())
    const { value, statements } = await statementsOf(order)
    dataOf(value)
    console.log(statements.join('\n---\n'))
    expect(statements.length).toBeLessThanOrEqual(5)
    expect(statements.filter((s) => s.includes('"tokens"'))).toEqual([])
  })

  it('a contract order', async () => {
    if (dialectOf(h.db) !== 'postgres') return
    const user = await contractTrader(h)
    dataOf(await placeContract(h, user, {}, `k-${Math.random()}`))
    const { value, statements } = await statementsOf(() => placeContract(h, user, {}, `k-${Math.random()}`))
    dataOf(value)
    console.log(statements.join('\n---\n'))
    expect(statements.length).toBeLessThanOrEqual(5)
    expect(statements.filter((s) => s.includes('"tokens"'))).toEqual([])
  })
})

/** Runs `action` and returns how many times kysely compiled a query meanwhile (either dialect). */
async function compiles(action: () => Promise<unknown>): Promise<string[]> {
  const compiled: string[] = []
  const originals = [SqliteQueryCompiler, PostgresQueryCompiler].map((compiler) => {
    const original = compiler.prototype.compileQuery
    compiler.prototype.compileQuery = function (this: InstanceType<typeof compiler>, ...args) {
      const query = original.apply(this, args)
      compiled.push(query.sql)
      return query
    }
    return () => {
      compiler.prototype.compileQuery = original
    }
  })
  try {
    await action()
    return compiled
  } finally {
    for (const restore of originals) restore()
  }
}

describe('statements compiled once on the order paths (both dialects)', () => {
  const N = 4
  const repeat = async (n: number, action: () => Promise<unknown>) => {
    for (let i = 0; i < n; i++) await action()
  }

  it('a timed order: the same statements with new parameters, however many orders', async () => {
    const user = await createTrader(h)
    await fund(h, user.id, 'USDT', 1000n * USDT)
    const order = async () =>
      dataOf(
        await call(h.app, '/api/micro_order', {
          token: user.token,
          headers: { 'Idempotency-Key': `k-${Math.random()}` },
          body: { pid: BTC, t: 30, amount: '10', type: 0 },
        }),
      )
    await order()
    expect(await compiles(() => repeat(1, order))).toEqual([])
    expect(await compiles(() => repeat(N, order))).toEqual([])
    const orders = await h.db.selectFrom('micro_orders').select('id').where('user_id', '=', user.id).execute()
    expect(orders).toHaveLength(N + 2)
  })

  it('a contract order opened, closed in part and in full', async () => {
    const user = await contractTrader(h, 100_000n)
    const round = async () => {
      const { oid } = dataOf(await placeContract(h, user, {}, `k-${Math.random()}`))
      dataOf(await sell(h, user, oid, 50))
      dataOf(await sell(h, user, oid))
    }
    await round()
    expect(await compiles(() => repeat(1, round))).toEqual([])
    expect(await compiles(() => repeat(N, round))).toEqual([])
    const closed = await h.db.selectFrom('contract_orders').select('id').where('status', '=', 2).execute()
    expect(closed).toHaveLength(2 * (N + 2))
  })

  it('a spot market buy and sell', async () => {
    const user = await createTrader(h)
    await fund(h, user.id, 'USDT', 100_000n * USDT)
    const spot = async (path: string, amount: string) =>
      dataOf(
        await call(h.app, path, {
          token: user.token,
          headers: { 'Idempotency-Key': `k-${Math.random()}` },
          body: { pid: BTC, price_type: 0, amount },
        }),
      )
    // Each sell is half of what the buy before it bought (its fee is taken in BTC).
    const round = async () => {
      await spot('/api/coin_buy', '0.001')
      await spot('/api/coin_sell', '0.0005')
    }
    await round()
    expect(await compiles(() => repeat(1, round))).toEqual([])
    expect(await compiles(() => repeat(N, round))).toEqual([])
    const orders = await h.db.selectFrom('coin_orders').select('id').where('user_id', '=', user.id).execute()
    expect(orders).toHaveLength(2 * (N + 2))
  })
})
