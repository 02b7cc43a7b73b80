// `npx tsx bench/invest.ts`: one UTC day's staking accrual for 100,000 active orders (1,000 users), run by the
// invest job in batched write transactions on a throw-away SQLite database, while a reader stands in for the API
// (a balance read every 5 ms, each waiting for whatever transaction holds the connection): its worst wait shows
// whether the job stalls the API. Target: under 5 s.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { dayOf } from '../contract/rules/invest'
import { loadConfig } from '../server/config'
import { openDb } from '../server/db/db'
import { migrateToLatest } from '../server/db/migrations'
import { seed } from '../server/db/seed'
import type { Deps } from '../server/deps'
import { runInvestDay } from '../server/features/invest/accrual'
import { balanceOf } from '../server/ledger/ledger'
import type { Market } from '../server/market/market'

const ORDERS = Number(process.env.BENCH_INVEST_ORDERS ?? 100_000)
const USERS = 1000
const TARGET_MS = 5000
const INSERT_CHUNK = 1000

const dir = mkdtempSync(join(tmpdir(), 'tern-bench-invest-'))
const path = join(dir, 'tern.db')
const db = openDb(path)
try {
  await migrateToLatest(db)
  await seed(db)
  const start = Date.parse('2026-03-01T12:00:00.000Z')
  const users = []
  for (let i = 0; i < USERS; i++) {
    users.push({
      ...{ username: `stake${i}@example.com`, password_hash: 'x', realname: '', idcard_num: '', country: '' },
      ...{ address: '', basic_verify_status: 0 as const, rzstatus: 0 as const, score: 100, demo: 0 },
      created_at: new Date(start).toISOString(),
    })
  }
  const ids = (await db.insertInto('users').values(users).returning('id').execute()).map((r) => r.id)
  const product = await db
    .selectFrom('miner_products')
    .select('id')
    .where('key', '=', 'pro-node')
    .executeTakeFirstOrThrow()
  const today = dayOf(start)
  // Orders as subscriptions made today leave them (the principal's own postings do not matter to the accrual).
  for (let i = 0; i < ORDERS; i += INSERT_CHUNK) {
    const rows = []
    for (let j = i; j < Math.min(ORDERS, i + INSERT_CHUNK); j++) {
      rows.push({
        user_id: ids[j % ids.length] ?? 0,
        product_id: product.id,
        amount: 5_000_000_000,
        profit: '0.6',
        daily: 30_000_000,
        days: 30,
        cancel_cost: '0.3',
        ...{ start_day: today + 1, end_day: today + 31, next_day: today + 1 },
        ...{ penalty: null, refund: null, created_at: new Date(start).toISOString(), ended_at: null },
      })
    }
    await db.insertInto('miner_orders').values(rows).execute()
  }
  const now = start + 86_400_000 * 1.5
  const deps: Deps = { db, config: loadConfig({ TERN_DB: path }), clock: () => new Date(now), market: {} as Market }
  // The reader's wait counts from when it wanted to read (5 ms after its last read) to its answer: time spent
  // behind a batch holding the connection or the event loop is what an API request would wait.
  let reading = true
  let worstWaitMs = 0
  let reads = 0
  const reader = (async () => {
    while (reading) {
      const wanted = performance.now() + 5
      await sleep(5)
      await balanceOf(db, ids[reads % ids.length] ?? 0, 'USDT')
      worstWaitMs = Math.max(worstWaitMs, performance.now() - wanted)
      reads++
    }
  })()
  const t0 = performance.now()
  const run = await runInvestDay(deps)
  const ms = performance.now() - t0
  reading = false
  await reader
  console.log(`\nOne UTC day's staking accrual, ${ORDERS.toLocaleString('en')} active orders (SQLite, in-process):`)
  console.log(`  ${run.credited.toLocaleString('en')} credited in ${ms.toFixed(0)} ms`)
  console.log(`  a reader meanwhile: ${reads} reads, worst wait ${worstWaitMs.toFixed(0)} ms`)
  if (run.credited !== ORDERS) throw new Error(`expected ${ORDERS} credits, got ${run.credited}`)
  const ok = ms < TARGET_MS
  console.log(`\nTarget: < ${TARGET_MS} ms: ${ok ? 'PASS' : 'MISS'} (${ms.toFixed(0)} ms)`)
  process.exitCode = ok ? 0 : 1
} finally {
  await db.destroy()
  rmSync(dir, { recursive: true, force: true })
}
