// Restarts: timed orders that expire while the server is down settle from the recorded ticks when it comes
// back, exactly once however often it restarts; waiting limit orders crossed meanwhile fill at their price.
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CoinOrder, MicroOrderPlaced, MicroResult } from '../../../contract/trading'
import { openDb } from '../../../server/db/db'
import { createTradingEngines } from '../../../server/engines'
import { balancesOf } from '../../../server/ledger/ledger'
import { scratchRoot } from '../../support/scratch'
import { createClock, createHarness, databaseFor, type TestClock } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'
import {
  BTC,
  createTrader,
  createTradingHarness,
  invariants,
  type TradingHarness,
  tick,
  tickAfter,
} from '../../support/server/trading'
import { depsOf, fund } from '../../support/server/wallet'

let dir: string
let clock: TestClock
let h: TradingHarness | undefined
const USDT = 1_000_000n

beforeEach(() => {
  dir = mkdtempSync(join(scratchRoot, 'tern-restart-'))
  clock = createClock()
})
afterEach(async () => {
  await h?.close()
  h = undefined
  rmSync(dir, { recursive: true, force: true })
})

async function open(): Promise<TradingHarness> {
  h = await createTradingHarness({ dir, clock })
  return h
}

/** The server with every product a venue's (live only on a fresh tick), as with TERN_FEED. */
async function openVenue(): Promise<TradingHarness> {
  const base = await createHarness({ dir, clock })
  base.feed.defaultCondition = 'venue'
  const deps = depsOf(base)
  const engines = createTradingEngines(deps)
  await engines.start()
  const close = async () => {
    await engines.stop()
    await base.close()
  }
  h = { ...base, deps, engines, close }
  return h
}

async function shut(): Promise<void> {
  await h?.close()
  h = undefined
}

/** Ticks recorded while this server was down (as a separate feed process would have written them). */
async function recordWhileDown(ticks: { t: number; price: number }[]) {
  const db = openDb(databaseFor(dir))
  await db
    .insertInto('ticks')
    .values(ticks.map((k) => ({ product_id: BTC, ...k })))
    .execute()
  await db.destroy()
}

const settlePostings = async (s: TradingHarness, oid: number) =>
  s.db
    .selectFrom('postings')
    .select('tx_id')
    .where('ref', '=', `micro_order:${oid}`)
    .where('reason', '=', 'micro_settle')
    .groupBy('tx_id')
    .execute()

describe('restart', () => {
  it('settles an order that expired while down from the recorded ticks, exactly once', async () => {
    const s = await open()
    const user = await createTrader(s)
    await fund(s, user.id, 'USDT', 1000n * USDT)
    await tick(s, { [BTC]: 6_700_000 })
    const t0 = clock().getTime()
    const { oid } = dataOf(
      await call<MicroOrderPlaced>(s.app, '/api/micro_order', {
        token: user.token,
        body: { pid: BTC, t: 30, amount: '100', type: 0 },
      }),
    )
    await tickAfter(s, 10_000, { [BTC]: 6_710_000 })
    await shut()
    await recordWhileDown([
      { t: t0 + 25_000, price: 6_690_000 },
      { t: t0 + 45_000, price: 6_800_000 },
    ])
    clock.advance(60_000)
    const again = await open()
    // Settled on start, before any new tick: the last recorded tick at or before expiry was below the entry.
    const result = dataOf(await call<MicroResult>(again.app, '/api/micro_result', { token: user.token, body: { oid } }))
    expect(result).toMatchObject({
      status: 1,
      result: 2,
      ploss: '-100.00',
      settlement: { t: t0 + 25_000, price: '66900.00' },
    })
    await tickAfter(again, 1_000, { [BTC]: 6_900_000 })
    expect(await invariants(again)).toEqual([])
    await shut()
    const third = await open()
    await tickAfter(third, 1_000, { [BTC]: 6_600_000 })
    expect(await settlePostings(third, oid)).toHaveLength(1)
    expect(await balancesOf(third.db, user.id)).toMatchObject({ USDT: { available: 899n * USDT, frozen: 0n } })
    expect(await invariants(third)).toEqual([])
  })

  it('waits for a tick past the expiry, then settles by the last one recorded before it', async () => {
    const s = await open()
    const user = await createTrader(s)
    await fund(s, user.id, 'USDT', 1000n * USDT)
    await tick(s, { [BTC]: 6_700_000 })
    const { oid } = dataOf(
      await call<MicroOrderPlaced>(s.app, '/api/micro_order', {
        token: user.token,
        body: { pid: BTC, t: 30, amount: '100', type: 1 },
      }),
    )
    await tickAfter(s, 5_000, { [BTC]: 6_699_000 })
    await shut()
    clock.advance(120_000)
    const again = await open()
    expect(
      dataOf(await call<MicroResult>(again.app, '/api/micro_result', { token: user.token, body: { oid } })).status,
    ).toBe(0)
    await tick(again, { [BTC]: 6_800_000 })
    const result = dataOf(await call<MicroResult>(again.app, '/api/micro_result', { token: user.token, body: { oid } }))
    expect(result).toMatchObject({ status: 1, result: 1, ploss: '80.00', sellprice: '66990.00' })
    expect(await invariants(again)).toEqual([])
  })

  it('fills a waiting limit order crossed by ticks recorded while down, at its limit price', async () => {
    const s = await open()
    const user = await createTrader(s)
    await fund(s, user.id, 'USDT', 1000n * USDT)
    await tick(s, { [BTC]: 6_700_000 })
    const order = dataOf(
      await call<CoinOrder>(s.app, '/api/coin_buy', {
        token: user.token,
        body: { pid: BTC, price_type: 1, price: '66000', amount: '0.01' },
      }),
    )
    expect(order.status).toBe(0)
    await shut()
    const t = clock().getTime()
    await recordWhileDown([
      { t: t + 1_000, price: 6_650_000 },
      { t: t + 2_000, price: 6_590_000 },
      { t: t + 3_000, price: 6_500_000 },
    ])
    clock.advance(10_000)
    const again = await open()
    const row = await again.db
      .selectFrom('coin_orders')
      .selectAll()
      .where('id', '=', order.oid)
      .executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 1, fill_t: t + 2_000, fill_tick_price: 6_590_000, price: 6_600_000 })
    expect(await balancesOf(again.db, user.id)).toMatchObject({
      USDT: { available: 340n * USDT, frozen: 0n },
      BTC: { available: 975_000n, frozen: 0n },
    })
    expect(await invariants(again)).toEqual([])
  })

  it('fills nothing while the product is not live at the restart, and from the recorded ticks once it is', async () => {
    const s = await openVenue()
    const user = await createTrader(s)
    await fund(s, user.id, 'USDT', 1000n * USDT)
    await tick(s, { [BTC]: 6_700_000 })
    const order = dataOf(
      await call<CoinOrder>(s.app, '/api/coin_buy', {
        token: user.token,
        body: { pid: BTC, price_type: 1, price: '66000', amount: '0.01' },
      }),
    )
    await shut()
    const t = clock().getTime()
    await recordWhileDown([
      { t: t + 1_000, price: 6_650_000 },
      { t: t + 2_000, price: 6_590_000 },
    ])
    clock.advance(60_000)
    const again = await openVenue()
    const row = () =>
      again.db.selectFrom('coin_orders').selectAll().where('id', '=', order.oid).executeTakeFirstOrThrow()
    // Delayed: its last recorded tick is older than the liveness window, so the recovery waits.
    expect((await row()).status).toBe(0)
    await tick(again, { [BTC]: 6_700_000 })
    expect(await row()).toMatchObject({ status: 1, fill_t: t + 2_000, fill_tick_price: 6_590_000 })
    expect(await invariants(again)).toEqual([])
  })
})
