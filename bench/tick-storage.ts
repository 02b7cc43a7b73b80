// `npx tsx bench/tick-storage.ts`: what a recorded tick costs on disk, on SQLite and on PostgreSQL. Writes
// BENCH_TICKS (default 1,000,000) ticks the way the market's flush does (repo.writeBatch: every product's ticks of
// one second in one transaction, products interleaved) into (a) the table as it was before migration 027 (row id,
// primary key, time index), (b) the compact table with venue provenance at one tick per product per 250 ms, and
// (c) the compact table with the simulator's ticks (one per product per second). Then it moves (a) over with the
// migration and shows the query plans of every statement that reads `ticks`. SQLite is measured with dbstat (every
// page of the table's b-trees), PostgreSQL with pg_total_relation_size (heap, indexes, free space map, visibility
// map) after a VACUUM. Needs PostgreSQL installed for its rows (skipped, with the reason, otherwise).
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Migrator, sql } from 'kysely'
import { type PostgresCluster, postgresUnavailable, psql, startPostgres } from '../scripts/lib/postgres'
import { freePort } from '../scripts/lib/server'
import { type Db, openDb } from '../server/db/db'
import { dialectOf } from '../server/db/dialect'
import { migrations } from '../server/db/migrations'
import { catalog } from '../server/market/catalog'
import type { Tick } from '../server/market/feed'
import * as repo from '../server/market/repo'

const TICKS = Number(process.env.BENCH_TICKS ?? 1_000_000)
const PRODUCTS = catalog.slice(0, 42)
const T0 = Date.parse('2026-03-01T00:00:00.000Z')
const DAY = 86_400_000

type Scenario = 'venue' | 'simulator'

/** A deterministic stream of ticks: every product once per step, prices walking, fractional volumes. */
function* tickBatches(scenario: Scenario): Generator<Tick[]> {
  const stepMs = scenario === 'venue' ? 250 : 1000
  const perFlush = 1000 / stepMs
  let seed = 7
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
    return seed / 2_147_483_648
  }
  const price = PRODUCTS.map((p) => Math.round(Number(p.price) * 10 ** p.precision))
  let written = 0
  for (let step = 0; written < TICKS; step += perFlush) {
    const batch: Tick[] = []
    for (let s = step; s < step + perFlush; s++) {
      for (let i = 0; i < PRODUCTS.length && written < TICKS; i++, written++) {
        const t = T0 + s * stepMs + (scenario === 'venue' ? Math.floor(random() * 40) : 0)
        price[i] = Math.max(1, Math.round((price[i] ?? 1) * (1 + (random() - 0.5) * 0.0004)))
        const tick: Tick = { productId: PRODUCTS[i]?.id ?? 0, t, price: price[i] ?? 1, volume: random() * 3 }
        if (scenario === 'venue') {
          tick.source = 'binance'
          tick.venueT = t - 40 + Math.floor(random() * 80)
          tick.receivedT = random() < 0.9 ? t : t - 1
        }
        batch.push(tick)
      }
    }
    yield batch
  }
}

async function writeOld(db: Db): Promise<void> {
  for (const batch of tickBatches('simulator')) {
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < batch.length; i += 200) {
        const rows = batch.slice(i, i + 200)
        await sql`insert into ticks (product_id, t, price, volume) values ${sql.join(
          rows.map((k) => sql`(${k.productId}, ${k.t}, ${k.price}, ${k.volume})`),
        )}`.execute(trx)
      }
    })
  }
}

async function writeNew(db: Db, scenario: Scenario): Promise<void> {
  for (const batch of tickBatches(scenario)) await repo.writeBatch(db, batch, [])
}

async function tickBytes(db: Db): Promise<number> {
  if (dialectOf(db) === 'postgres') {
    await sql`vacuum analyze ticks`.execute(db)
    const r = await sql<{ n: number }>`select pg_total_relation_size('ticks')::bigint as n`.execute(db)
    return Number(r.rows[0]?.n)
  }
  const r = await sql<{ n: number }>`select sum(pgsize) as n from dbstat
    where name in (select name from sqlite_master where tbl_name = 'ticks')`.execute(db)
  return Number(r.rows[0]?.n)
}

async function count(db: Db): Promise<number> {
  const r = await db
    .selectFrom('ticks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(r.n)
}

/** Every statement that reads or writes `ticks` (repo, trading, features' recovery and checks), for EXPLAIN. */
function tickQueries(db: Db): [string, ReturnType<typeof sql>][] {
  const pid = PRODUCTS[3]?.id ?? 1
  const mid = T0 + Math.floor(TICKS / PRODUCTS.length / 2) * 250
  // An API process polls from a second before the newest tick it has seen.
  const recent = T0 + Math.floor(TICKS / PRODUCTS.length) * 250 - 1000
  const postgres = dialectOf(db) === 'postgres'
  return [
    [
      'lastTick / tickAtOrBefore',
      sql`select t, price from ticks where product_id = ${pid} and t <= ${mid} order by t desc limit 1`,
    ],
    [
      'recentTicksOf (restore)',
      postgres
        ? sql`select r.product_id, r.t from unnest(${[pid, pid + 1]}::int[]) as p(id) cross join lateral
            (select product_id, t, price, volume from ticks where product_id = p.id and t <= ${mid} order by t desc limit 31) as r`
        : sql`select product_id, t, price, volume from ticks where product_id = ${pid} and t <= ${mid} order by t desc limit 31`,
    ],
    [
      'ticksAfter (API processes)',
      postgres
        ? sql`select r.product_id, r.t, r.price, r.volume from products p cross join lateral (select product_id, t, price,
            volume from ticks where product_id = p.id and t > ${recent} order by t limit 5000) as r order by r.t, r.product_id limit 5000`
        : sql`select product_id, t, price, volume from ticks where product_id = ${pid} and t > ${recent} order by t limit 5000`,
    ],
    [
      'firstTickReaching / ticksReaching (recovery)',
      sql`select t, price from ticks where product_id = ${pid} and t > ${mid} and (price <= 1 or price >= 1000000000000) order by t limit 500`,
    ],
    [
      'ticksWithProvenance',
      sql`select * from ticks where product_id = ${pid} and t >= ${mid} and t <= ${mid + 60_000} order by t`,
    ],
    ['prune', sql`delete from ticks where product_id = ${pid} and t < ${T0 - DAY}`],
    ['checks: kept since (repo.keptSince)', repo.keptSince],
    [
      'checks: deciding tick on record',
      sql`select 1 from ticks k where k.product_id = ${pid} and k.t = ${mid} and k.price = 1`,
    ],
  ]
}

async function explain(db: Db): Promise<void> {
  const postgres = dialectOf(db) === 'postgres'
  for (const [name, query] of tickQueries(db)) {
    const plan = postgres
      ? (await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(db)).rows.map((r) => r['QUERY PLAN'])
      : (await sql<{ detail: string }>`explain query plan ${query}`.execute(db)).rows.map((r) => r.detail)
    console.log(`  ${name}:`)
    for (const line of plan) console.log(`    ${line}`)
  }
}

const perTick = (bytes: number, n: number) => bytes / n
const dayMb = (bytesPerTick: number, ticksPerDay: number) => (bytesPerTick * ticksPerDay) / 1e6

async function runOn(name: string, open: (label: string) => Promise<Db>): Promise<void> {
  console.log(`\n${name}: ${TICKS.toLocaleString('en')} ticks per layout`)
  const results: [string, number][] = []

  const before = await open('before')
  const migrator = new Migrator({ db: before, provider: { getMigrations: async () => migrations } })
  const upTo = await migrator.migrateTo('025_verification_images')
  if (upTo.error) throw upTo.error
  await writeOld(before)
  results.push(['before migration 027 (row id, key, time index)', perTick(await tickBytes(before), TICKS)])
  let started = performance.now()
  const migrated = await migrator.migrateToLatest()
  if (migrated.error) throw migrated.error
  const seconds = (performance.now() - started) / 1000
  const moved = await count(before)
  if (moved !== TICKS) throw new Error(`the migration kept ${moved} of ${TICKS} ticks`)
  results.push([
    `the same, moved by migration 027 (${seconds.toFixed(1)} s, all kept)`,
    perTick(await tickBytes(before), TICKS),
  ])
  await before.destroy()

  for (const scenario of ['venue', 'simulator'] as const) {
    const db = await open(scenario)
    const done = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateToLatest()
    if (done.error) throw done.error
    await repo.ensureCatalog(db, catalog)
    started = performance.now()
    await writeNew(db, scenario)
    const label =
      scenario === 'venue'
        ? 'compact, venue ticks with provenance, 42 products every 250 ms'
        : 'compact, simulator ticks, 42 products every second'
    results.push([label, perTick(await tickBytes(db), TICKS)])
    if (scenario === 'venue') {
      console.log('Query plans (compact table):')
      await explain(db)
    }
    await db.destroy()
  }

  for (const [label, bytes] of results) console.log(`  ${label.padEnd(72)} ${bytes.toFixed(1).padStart(6)} B/tick`)
  const venue = results[2]?.[1] ?? 0
  const simulator = results[3]?.[1] ?? 0
  console.log(
    `  a day: 42 products every 250 ms (${(42 * 4 * 86_400).toLocaleString('en')} ticks) ${dayMb(venue, 42 * 4 * 86_400).toFixed(0)} MB; ` +
      `at the simulator's rate (${(42 * 86_400).toLocaleString('en')} ticks) ${dayMb(simulator, 42 * 86_400).toFixed(0)} MB`,
  )
}

async function sqliteRows(dir: string): Promise<void> {
  await runOn('SQLite', async (label) => {
    const db = openDb(join(dir, `${label}.db`))
    // Size is what is measured: no fsync per flush.
    await sql`pragma synchronous = off`.execute(db)
    return db
  })
}

async function postgresRows(dir: string): Promise<void> {
  const why = postgresUnavailable()
  if (why) {
    console.log(`\nSkipping PostgreSQL: ${why}`)
    return
  }
  let pg: PostgresCluster | undefined
  try {
    pg = startPostgres({ dir: join(dir, 'postgres'), port: await freePort(), durable: false })
    const cluster = pg
    console.log(`\nPostgreSQL ${psql(cluster, 'show server_version').trim()}`)
    await runOn('PostgreSQL', async (label) => {
      psql(cluster, `create database tern_${label}`)
      return openDb(cluster.url(`tern_${label}`), { poolSize: 2 })
    })
  } finally {
    pg?.stop()
  }
}

const dir = mkdtempSync(join(tmpdir(), 'tern-bench-ticks-'))
// The postgres user (under root) must reach its folder inside.
chmodSync(dir, 0o755)
try {
  if (process.env.BENCH_TICKS_ONLY !== 'postgres') await sqliteRows(dir)
  if (process.env.BENCH_TICKS_ONLY !== 'sqlite') await postgresRows(dir)
} finally {
  rmSync(dir, { recursive: true, force: true })
}
