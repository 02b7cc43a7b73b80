// `npx tsx bench/price-alerts.ts`: (a) the check: one tick against 100,000 active alerts in the engine's
// in-memory index (book.ts), timed per tick over many ticks, no database; target: median under 20 ms on one core.
// (b) the price alerts engine alone, in-process on SQLite, with those 100,000 alerts stored: start-up load, a batch (one tick for each
// of the 42 products) that fires nothing (the poll for added and deleted alerts plus the check), and the fire
// path: batches whose price jumps fire alerts, each firing written with its notification.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { loadConfig } from '../server/config'
import { openDb } from '../server/db/db'
import { migrateToLatest } from '../server/db/migrations'
import { seed } from '../server/db/seed'
import type { Deps } from '../server/deps'
import { AlertBook, type BookAlert } from '../server/features/price-alerts/book'
import { alertBookOf, firingsOf, priceAlertsEngine } from '../server/features/price-alerts/engine'
import { Market } from '../server/market/market'
import { ScriptedFeed } from '../server/market/scripted'
import { TradingEngines } from '../server/trading/scheduler'

const ALERTS = Number(process.env.BENCH_ALERTS ?? 100_000)
const CHECK_TICKS = 20_000
const BATCHES = 30
const TARGET_MS = 20
const START = Date.parse('2026-03-01T12:00:00.000Z')

/** A seeded generator (mulberry32), so every run checks the same alerts and ticks. */
function random(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** Alerts 0.1% to 10% away from each product's price, half above and half below, spread over the products. */
function alertsFor(prices: ReadonlyMap<number, number>, userOf: (i: number) => number): BookAlert[] {
  const next = random(1)
  const products = [...prices.keys()]
  const alerts: BookAlert[] = []
  for (let i = 0; i < ALERTS; i++) {
    const productId = products[i % products.length] ?? 1
    const price = prices.get(productId) ?? 1
    const direction = i % 2 === 0 ? 'above' : 'below'
    const away = 0.001 + next() * 0.099
    const target = Math.max(1, Math.round(price * (direction === 'above' ? 1 + away : 1 - away)))
    alerts.push({ id: i + 1, userId: userOf(i), productId, direction, target, watchT: START })
  }
  return alerts
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0
const percentile = (times: number[], p: number) =>
  [...times].sort((a, b) => a - b)[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0

function checkOnly(prices: Map<number, number>): number {
  const book = new AlertBook()
  book.load(alertsFor(prices, () => 1))
  const next = random(2)
  const products = [...prices.keys()]
  const times: number[] = []
  let fired = 0
  for (let i = 0; i < CHECK_TICKS; i++) {
    const productId = products[i % products.length] ?? 1
    const price = Math.max(1, Math.round((prices.get(productId) ?? 1) * (1 + (next() - 0.5) / 1000)))
    prices.set(productId, price)
    const t0 = performance.now()
    fired += firingsOf(book, [{ productId, t: START + 1 + i, price, volume: 0 }]).length
    times.push(performance.now() - t0)
  }
  const ms = median(times)
  console.log(`Check of one tick against ${ALERTS} alerts in memory (${CHECK_TICKS} ticks, ${fired} alerts fired):`)
  console.log(`  median ${(ms * 1000).toFixed(1)} µs, p99 ${(percentile(times, 0.99) * 1000).toFixed(1)} µs`)
  return ms
}

async function withEngine(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'tern-bench-alerts-'))
  const db = openDb(join(dir, 'tern.db'))
  try {
    await migrateToLatest(db)
    await seed(db)
    let now = START
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
    const states = market.list()
    const prices = new Map(states.map((s) => [s.row.id, s.last > 0 ? s.last : 10 ** s.row.precision * 100]))
    const users = []
    for (let i = 0; i < ALERTS / 50; i++) {
      const base = { username: `alerts${i}@example.com`, password_hash: 'x', realname: '', idcard_num: '', country: '' }
      const rest = { address: '', basic_verify_status: 0 as const, rzstatus: 0 as const, score: 100, demo: 0 }
      users.push({ ...base, ...rest, created_at: clock().toISOString() })
    }
    const ids = (await db.insertInto('users').values(users).returning('id').execute()).map((r) => r.id)
    const rows = alertsFor(prices, (i) => ids[Math.floor(i / 50)] ?? 1).map((a) => ({
      ...{ user_id: a.userId, product_id: a.productId, direction: a.direction, target: a.target, watch_t: a.watchT },
      ...{ status: 'active' as const, created_at: new Date(START - 86_400_000).toISOString(), fired_at: null },
      fired_t: null,
      ...{ fired_price: null, deleted_at: null },
    }))
    for (let i = 0; i < rows.length; i += 2000)
      await db
        .insertInto('price_alerts')
        .values(rows.slice(i, i + 2000))
        .execute()
    const deps: Deps = { db, config: loadConfig({ TERN_DB: join(dir, 'tern.db') }), clock, market }
    const engines = new TradingEngines(deps, [priceAlertsEngine])
    let t0 = performance.now()
    await engines.start()
    console.log(`\nEngine start with ${alertBookOf(db).size} stored alerts: ${(performance.now() - t0).toFixed(0)} ms`)
    const quiet: number[] = []
    const firing: { ms: number; fired: number }[] = []
    for (let b = 0; b < BATCHES; b++) {
      now += 1000
      // Every third batch the prices jump 0.3% (up, then down): those batches fire alerts.
      const jump = b % 3 === 2 ? (b % 2 === 0 ? 0.003 : -0.003) : 0
      for (const [id, price] of prices) prices.set(id, Math.max(1, Math.round(price * (1 + jump))))
      const before = engines.stats.price_alerts
      t0 = performance.now()
      feed.emit(states.map((s) => ({ productId: s.row.id, t: now, price: prices.get(s.row.id) ?? 1 })))
      await engines.idle()
      const ms = performance.now() - t0
      const fired = engines.stats.price_alerts - before
      if (fired === 0) quiet.push(ms)
      else firing.push({ ms, fired })
    }
    const firedAll = firing.reduce((sum, f) => sum + f.fired, 0)
    const firingMs = firing.reduce((sum, f) => sum + f.ms, 0)
    console.log(
      `Price alerts engine, one batch of 42 ticks firing nothing (poll and check): median ${median(quiet).toFixed(1)} ms`,
    )
    console.log(
      `Fire path: ${firing.length} batches fired ${firedAll} alerts (with their notifications) in ${firingMs.toFixed(0)} ms: ${((firingMs / Math.max(1, firedAll)) * 1000).toFixed(0)} µs per alert`,
    )
    await engines.stop()
    await market.stop()
  } finally {
    await db.destroy()
    rmSync(dir, { recursive: true, force: true })
  }
}

const prices = new Map<number, number>()
for (let id = 1; id <= 42; id++) prices.set(id, 1_000_000 + id * 37_000)
const checkMs = checkOnly(prices)
await withEngine()
const ok = checkMs < TARGET_MS
console.log(
  `\nTarget: check of one tick < ${TARGET_MS} ms with ${ALERTS} alerts: ${ok ? 'PASS' : 'MISS'} (${checkMs.toFixed(4)} ms)`,
)
process.exitCode = ok ? 0 : 1
