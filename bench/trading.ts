// `npx tsx bench/trading.ts`: (a) timed orders accepted per second through HTTP, against the real server on a
// free loopback port with a throw-away database (users registered normally, funded by the demo grant); (b) the
// settlement time of 10,000 timed orders expiring in the same second, driving the engine in-process.
// Targets: at least 2,000 orders/s accepted; 10,000 settlements in under 1 s.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startServer } from '../scripts/lib/server'
import { loadConfig } from '../server/config'
import { openDb } from '../server/db/db'
import { migrateToLatest } from '../server/db/migrations'
import { seed } from '../server/db/seed'
import type { Deps } from '../server/deps'
import { createTradingEngines } from '../server/engines'
import { placeMicroOrder } from '../server/features/micro/service'
import { post } from '../server/ledger/ledger'
import { writeTx } from '../server/ledger/tx'
import { Market } from '../server/market/market'
import { ScriptedFeed } from '../server/market/scripted'
import { ORDERS_DEMO_GRANT, ordersAcceptedPerSecond } from './orders'

const root = fileURLToPath(new URL('..', import.meta.url))
const USERS = Number(process.env.BENCH_USERS ?? 8)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32)
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000)
const SETTLE_ORDERS = 10_000
const TARGET_ACCEPTED = 2000
const TARGET_SETTLE_MS = 1000

async function acceptedPerSecond(): Promise<number> {
  const server = await startServer({ root, env: { TERN_DEMO_GRANT: ORDERS_DEMO_GRANT } })
  try {
    return await ordersAcceptedPerSecond(server.baseURL, {
      users: USERS,
      concurrency: CONCURRENCY,
      durationMs: DURATION_MS,
    })
  } finally {
    await server.stop()
  }
}

async function settlementMs(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'tern-bench-'))
  const db = openDb(join(dir, 'tern.db'))
  try {
    await migrateToLatest(db)
    await seed(db)
    let now = Date.parse('2026-03-01T12:00:00.000Z')
    const clock = () => new Date(now)
    const feed = new ScriptedFeed()
    const market = await Market.open({
      db,
      clock,
      seed: 7,
      historyCandles: 0,
      tickRetentionMs: 3_600_000,
      feed: () => feed,
    })
    const deps: Deps = { db, config: loadConfig({ TERN_DB: join(dir, 'tern.db') }), clock, market }
    const engines = createTradingEngines(deps)
    await engines.start()
    const users: number[] = []
    for (let i = 0; i < 100; i++) {
      const row = await db
        .insertInto('users')
        .values({
          ...{ username: `settle${i}@example.com`, password_hash: 'x', realname: '', idcard_num: '', country: '' },
          ...{
            address: '',
            basic_verify_status: 0,
            rzstatus: 0,
            score: 100,
            demo: 0,
            created_at: clock().toISOString(),
          },
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      users.push(row.id)
      await writeTx(db, (trx) =>
        post(trx, {
          reason: 'bench_credit',
          ref: `bench:${row.id}`,
          at: clock(),
          entries: [
            { kind: 'house', account: 'external', asset: 'USDT', amount: -10_000_000_000n },
            { kind: 'user', account: row.id, asset: 'USDT', amount: 10_000_000_000n },
          ],
        }),
      )
    }
    feed.emit([{ productId: 12, t: now, price: 6_700_000 }])
    // 10,000 orders placed over one second, so they all expire within the same second 30 s later.
    for (let i = 0; i < SETTLE_ORDERS; i++) {
      if (i % 10 === 0) now += 1
      const userId = users[i % users.length] ?? 0
      const input = { pid: 12, t: 30, amount: '10', type: (i % 2) as 0 | 1 }
      await writeTx(db, (trx) => placeMicroOrder(deps, trx, userId, input))
    }
    await engines.idle()
    now += 30_000
    const started = performance.now()
    feed.emit([{ productId: 12, t: now, price: 6_700_500 }])
    await engines.idle()
    const ms = performance.now() - started
    const settled = engines.stats.micro
    console.log(`\nSettlement of ${SETTLE_ORDERS} timed orders expiring in the same second (one tick, in-process):`)
    console.log(`  ${settled} settled in ${ms.toFixed(0)} ms`)
    if (settled !== SETTLE_ORDERS) throw new Error(`expected ${SETTLE_ORDERS} settlements, got ${settled}`)
    await engines.stop()
    await market.stop()
    return ms
  } finally {
    await db.destroy()
    rmSync(dir, { recursive: true, force: true })
  }
}

const rate = await acceptedPerSecond()
const ms = await settlementMs()
const okRate = rate >= TARGET_ACCEPTED
const okSettle = ms < TARGET_SETTLE_MS
console.log(`\nTargets: >= ${TARGET_ACCEPTED} orders/s accepted: ${okRate ? 'PASS' : 'MISS'} (${Math.round(rate)})`)
console.log(`         10,000 settlements < ${TARGET_SETTLE_MS} ms: ${okSettle ? 'PASS' : 'MISS'} (${ms.toFixed(0)} ms)`)
process.exitCode = okRate && okSettle ? 0 : 1
