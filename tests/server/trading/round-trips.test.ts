// Round trips to PostgreSQL per order: the pg client's query calls counted while one order is answered through
// the app (a timed order and a contract order, each with an Idempotency-Key, as the client sends them). The
// session is known from the process's cache (kept true across processes by LISTEN/NOTIFY), so 5, no token read.
import pg from 'pg'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { dialectOf } from '../../../server/db/dialect'
import { sessionCacheOf } from '../../../server/features/accounts'
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
import { contractTrader, place as placeContract } from '../contract/helpers'

let h: TradingHarness
const USDT = 1_000_000n

/** Runs `action` and returns it with the statements it sent (one per round trip). */
async function counted<T>(action: () => Promise<T>): Promise<{ value: T; statements: string[] }> {
  const statements: string[] = []
  const original = pg.Client.prototype.query
  const patched = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0]
    statements.push(typeof first === 'string' ? first : String((first as { text?: unknown })?.text))
    return (original as (...a: unknown[]) => unknown).apply(this, args)
  }
  pg.Client.prototype.query = patched as typeof original
  try {
    return { value: await action(), statements }
  } finally {
    pg.Client.prototype.query = original
  }
}

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
    const { value, statements } = await counted(order)
    dataOf(value)
    console.log(statements.join('\n---\n'))
    expect(statements.length).toBeLessThanOrEqual(5)
    expect(statements.filter((s) => s.includes('"tokens"'))).toEqual([])
  })

  it('a contract order', async () => {
    if (dialectOf(h.db) !== 'postgres') return
    const user = await contractTrader(h)
    dataOf(await placeContract(h, user, {}, `k-${Math.random()}`))
    const { value, statements } = await counted(() => placeContract(h, user, {}, `k-${Math.random()}`))
    dataOf(value)
    console.log(statements.join('\n---\n'))
    expect(statements.length).toBeLessThanOrEqual(5)
    expect(statements.filter((s) => s.includes('"tokens"'))).toEqual([])
  })
})
