// `npx tsx bench/contract.ts`: (a) contract orders accepted per second through HTTP, against the real server on a
// free loopback port with a throw-away database (users registered normally, funded by the demo grant); (b) the
// contract engine's time per tick batch (one tick for every product) with 100,000 open positions across all
// products, driving the engine in-process on SQLite. Target: under 50 ms per batch (median).
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
import { placeContractOrder } from '../server/features/contract/service'
import { acceptRisk } from '../server/features/risk/service'
import { post } from '../server/ledger/ledger'
import { writeTx } from '../server/ledger/tx'
import { Market } from '../server/market/market'
import { formatUnits } from '../server/market/price'
import { ScriptedFeed } from '../server/market/scripted'
import { contractOrders, ORDERS_DEMO_GRANT, ordersAcceptedPerSecond } from './orders'

const root = fileURLToPath(new URL('..', import.meta.url))
const USERS = Number(process.env.BENCH_USERS ?? 8)
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32)
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000)
const POSITIONS = Number(process.env.BENCH_POSITIONS ?? 100_000)
const BATCHES = 30
const TARGET_BATCH_MS = 50

async function acceptedPerSecond(): Promise<number> {
  const server = await startServer({ root, env: { TERN_DEMO_GRANT: ORDERS_DEMO_GRANT } })
  try {
    const options = { users: USERS, concurrency: CONCURRENCY, durationMs: DURATION_MS, load: contractOrders }
    return await ordersAcceptedPerSecond(server.baseURL, options)
  } finally {
    await server.stop()
  }
}

async function fundedUser(deps: Deps, i: number): Promise<number> {
  const { db, clock } = deps
  const user = { username: `contract${i}@example.com`, password_hash: 'x', realname: '', idcard_num: '' }
  const rest = { country: '', address: '', basic_verify_status: 0 as const, rzstatus: 0 as const, score: 100, demo: 0 }
  const row = await db
    .insertInto('users')
    .values({ ...user, ...rest, created_at: clock().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow()
  await acceptRisk(deps, row.id, 'contract')
  await writeTx(db, (trx) =>
    post(trx, {
      reason: 'bench_credit',
      ref: `bench:${row.id}`,
      at: clock(),
      entries: [
        { kind: 'house', account: 'external', asset: 'USDT', amount: -100_000_000_000n },
        { kind: 'user', account: row.id, asset: 'USDT', amount: 100_000_000_000n },
      ],
    }),
  )
  return row.id
}

async function engineBatchMs(): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'tern-bench-contract-'))
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
    const states = market.list()
    const prices = new Map(states.map((s) => [s.row.id, s.last > 0 ? s.last : 10 ** s.row.precision * 100]))
    const emit = () => feed.emit(states.map((s) => ({ productId: s.row.id, t: now, price: prices.get(s.row.id) ?? 1 })))
    emit()
    await engines.idle()
    const users: number[] = []
    for (let i = 0; i < 100; i++) users.push(await fundedUser(deps, i))
    const started = performance.now()
    for (let i = 0; i < POSITIONS; i += 1000) {
      await writeTx(db, async (trx) => {
        for (let j = i; j < Math.min(POSITIONS, i + 1000); j++) {
          const state = states[j % states.length]
          if (!state) continue
          const price = prices.get(state.row.id) ?? 1
          const type = (j % 2) as 0 | 1
          const sign = type === 0 ? 1 : -1
          // Take-profit and stop-loss 0.1% to 0.4% away: each batch reaches a few of them.
          const away = (bp: number) => formatUnits(Math.round(price * (1 + (sign * bp) / 10_000)), state.row.precision)
          const level = state.row.category === 0 ? 50 : state.row.category === 3 ? 75 : 25
          const input = { pid: state.row.id, type, price_type: 0 as const, price: '', hand: '1', level }
          const stops = { stop_win: away(10 + (j % 30)), stop_loss: away(-(10 + ((j * 7) % 30))), amount: undefined }
          await placeContractOrder(deps, trx, users[j % users.length] ?? 0, { ...input, ...stops })
        }
      })
    }
    console.log(`\n${POSITIONS} contract positions opened in ${((performance.now() - started) / 1000).toFixed(1)} s`)
    const times: number[] = []
    const before = engines.stats.contract
    for (let b = 0; b < BATCHES; b++) {
      now += 1000
      for (const [id, price] of prices)
        prices.set(id, Math.max(1, Math.round(price * (1 + (((b * 37 + id) % 9) - 4) / 20_000))))
      const t0 = performance.now()
      emit()
      await engines.idle()
      times.push(performance.now() - t0)
    }
    times.sort((a, b) => a - b)
    const median = times[Math.floor(times.length / 2)] ?? 0
    const worst = times.at(-1) ?? 0
    console.log(`Contract engine, one tick for each of ${states.length} products, ${POSITIONS} open positions:`)
    console.log(`  median ${median.toFixed(1)} ms, worst ${worst.toFixed(1)} ms per batch over ${BATCHES} batches`)
    console.log(`  ${engines.stats.contract - before} positions closed by take-profit/stop-loss meanwhile`)
    await engines.stop()
    await market.stop()
    return median
  } finally {
    await db.destroy()
    rmSync(dir, { recursive: true, force: true })
  }
}

const rate = await acceptedPerSecond()
const ms = await engineBatchMs()
const okBatch = ms < TARGET_BATCH_MS
console.log(`\nContract orders accepted: ${Math.round(rate)}/s`)
console.log(
  `Target: engine batch < ${TARGET_BATCH_MS} ms with ${POSITIONS} positions: ${okBatch ? 'PASS' : 'MISS'} (${ms.toFixed(1)} ms)`,
)
process.exitCode = okBatch ? 0 : 1
