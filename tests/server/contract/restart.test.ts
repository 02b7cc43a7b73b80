// Restart: positions whose trigger passed while the engine was down settle from the recorded ticks, at the first
// tick that crossed, exactly once however often the server restarts; a pending order filled meanwhile opens at
// its limit price and its stops are watched from that tick.
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { openDb } from '../../../server/db/db'
import { createTradingEngines } from '../../../server/engines'
import { scratchRoot } from '../../support/scratch'
import { createClock, createHarness, databaseFor, type TestClock } from '../../support/server/harness'
import {
  BTC,
  createTradingHarness,
  invariants,
  type TradingHarness,
  tick,
  tickAfter,
} from '../../support/server/trading'
import { depsOf } from '../../support/server/wallet'
import { contractTrader, open, orderRow } from './helpers'

let dir: string
let clock: TestClock
let h: TradingHarness | undefined

beforeEach(() => {
  dir = mkdtempSync(join(scratchRoot, 'tern-contract-restart-'))
  clock = createClock()
})
afterEach(async () => {
  await h?.close()
  h = undefined
  rmSync(dir, { recursive: true, force: true })
})

async function start(): Promise<TradingHarness> {
  h = await createTradingHarness({ dir, clock })
  return h
}

/** The server with every product a venue's (live only on a fresh tick), as with TERN_FEED. */
async function startVenue(): Promise<TradingHarness> {
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

async function recordWhileDown(ticks: { t: number; price: number }[]) {
  const db = openDb(databaseFor(dir))
  await db
    .insertInto('ticks')
    .values(ticks.map((k) => ({ product_id: BTC, ...k })))
    .execute()
  await db.destroy()
}

describe('restart', () => {
  it('settles positions whose trigger passed while down at the first crossing tick, exactly once', async () => {
    const s = await start()
    const user = await contractTrader(s)
    await tickAfter(s, 1000, { [BTC]: 6_000_000 })
    const long = await open(s, user, { stop_win: '60300' })
    const short = await open(s, user, { type: 1, stop_loss: '60200' })
    const untouched = await open(s, user, { level: 25, stop_loss: '59000' })
    const pending = await open(s, user, { price_type: 1, price: '59900', stop_win: '60100' })
    const t0 = clock().getTime()
    await shut()
    await recordWhileDown([
      { t: t0 + 1000, price: 5_990_000 },
      { t: t0 + 2000, price: 6_025_000 },
      { t: t0 + 3000, price: 6_031_000 },
      { t: t0 + 4000, price: 6_040_000 },
    ])
    clock.advance(10_000)
    const again = await start()
    expect(await orderRow(again, short.oid)).toMatchObject({
      status: 2,
      close_reason: 'stop_loss',
      close_t: t0 + 2000,
      close_price: 6_025_000,
    })
    expect(await orderRow(again, long.oid)).toMatchObject({
      status: 2,
      close_reason: 'take_profit',
      close_t: t0 + 3000,
    })
    expect(await orderRow(again, pending.oid)).toMatchObject({
      status: 2,
      price: 5_990_000,
      open_t: t0 + 1000,
      close_reason: 'take_profit',
      close_t: t0 + 2000,
    })
    expect((await orderRow(again, untouched.oid)).status).toBe(1)
    expect(await invariants(again)).toEqual([])
    await shut()
    const third = await start()
    const settles = await third.db
      .selectFrom('postings')
      .select(['ref', 'tx_id'])
      .where('reason', '=', 'contract_settle')
      .groupBy(['ref', 'tx_id'])
      .execute()
    expect(settles).toHaveLength(3)
    expect(await invariants(third)).toEqual([])
  })

  it('decides nothing while the product is not live at the restart, and from the recorded ticks once it is', async () => {
    const s = await startVenue()
    const user = await contractTrader(s)
    await tickAfter(s, 1000, { [BTC]: 6_000_000 })
    const long = await open(s, user, { stop_win: '60300' })
    const t0 = clock().getTime()
    await shut()
    await recordWhileDown([
      { t: t0 + 1000, price: 6_031_000 },
      { t: t0 + 2000, price: 6_040_000 },
    ])
    clock.advance(60_000)
    const again = await startVenue()
    // Delayed: its last tick is older than the liveness window, so the recovery waits.
    expect((await orderRow(again, long.oid)).status).toBe(1)
    await tick(again, { [BTC]: 6_010_000 })
    expect(await orderRow(again, long.oid)).toMatchObject({
      status: 2,
      close_reason: 'take_profit',
      close_t: t0 + 1000,
      close_price: 6_031_000,
    })
    expect(await invariants(again)).toEqual([])
  })
})
