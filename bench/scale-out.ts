// `npx tsx bench/scale-out.ts`, side by side in one run: GET /main/products through nginx with one and with two
// API processes on PostgreSQL (scripts/lib/cluster.ts, one engine), and timed orders accepted per second on
// SQLite (one process) and on PostgreSQL (nginx, two API processes). Rows that need PostgreSQL or nginx are
// skipped, with the reason, when either is missing. Target: PostgreSQL accepts at least the SQLite figure. Beside
// the orders: the share of PostgreSQL's busy backends waiting on a lock (lock-waits.ts) and the round trips; after
// them, the simulated users the cluster holds (crowd.ts). Every server runs the compiled build, as `npm start`
// and `npm run cluster` do.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildServerScratch } from '../scripts/lib/build-server'
import { nginxUnavailable, startCluster } from '../scripts/lib/cluster'
import { type PostgresCluster, postgresUnavailable, psql, startPostgres } from '../scripts/lib/postgres'
import { freePort, startServer } from '../scripts/lib/server'
import { crowdSessions, P99_LIMIT_MS, usersHeld } from './crowd'
import { loadTest } from './load'
import { sampleLockWaits } from './lock-waits'
import { ORDERS_DEMO_GRANT, type OrdersOptions, ordersAcceptedPerSecond } from './orders'

const root = fileURLToPath(new URL('..', import.meta.url))
const READ_CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16)
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000)
const CLUSTER_PORT = Number(process.env.BENCH_CLUSTER_PORT ?? 18380)
/**
 * BENCH_ORDER_USERS: the users placing the orders (64 by default: two per worker, as a crowd places them). On
 * PostgreSQL a user's orders run one after the other (their lock), so with 8 users the 32 workers mostly wait for
 * each other's user (60% of busy backends waiting), which no crowd of users does.
 */
const orders: OrdersOptions = {
  users: Number(process.env.BENCH_ORDER_USERS ?? 64),
  concurrency: 32,
  durationMs: DURATION_MS,
}
/**
 * The simulated users on the cluster (crowd.ts), after the orders: BENCH_CLUSTER_USERS_STEPS (default
 * 250,500,1000,2000,3000), BENCH_CLUSTER_USERS_STEP_MS each (default 15 s).
 */
const crowdSteps = (process.env.BENCH_CLUSTER_USERS_STEPS ?? '250,500,1000,2000,3000').split(',').map(Number)
const crowdStepMs = Number(process.env.BENCH_CLUSTER_USERS_STEP_MS ?? 15_000)
/**
 * The servers under load accept every registration of the bench's users and every connection of its simulated
 * users from one address.
 */
const benchEnv = {
  TERN_DEMO_GRANT: ORDERS_DEMO_GRANT,
  TERN_REGISTRATIONS_PER_ADDRESS_HOUR: '100000',
  TERN_MAX_CONNECTIONS_PER_ADDRESS: '0',
}

/**
 * Counted by tests/server/trading/group-commit.test.ts and round-trips.test.ts (the pg client's queries; the
 * session is known from memory): the timed orders an API process receives together are one group, written in 5
 * statements whatever its size (BEGIN with the users' locks, the ids, the orders, the postings, COMMIT); an order
 * alone takes at most 5.
 */
const ROUND_TRIPS = '5 round trips per group of orders, none per order'
const outDir = await buildServerScratch(root)
const runtime = { kind: 'compiled' as const, outDir }
const rows: Array<[string, string]> = []
let postgresOrders: number | null = null
const quiet = () => {}

async function productsThroughNginx(pg: PostgresCluster, dir: string, apiCount: number): Promise<void> {
  const databaseUrl = pg.url('tern')
  const env = benchEnv
  const cluster = await startCluster({
    root,
    dir,
    port: CLUSTER_PORT,
    apiCount,
    databaseUrl,
    env,
    onLine: quiet,
    runtime,
  })
  try {
    const url = new URL('/main/products', cluster.url)
    await loadTest(url, { concurrency: 2, durationMs: 500 }) // warm-up
    const r = await loadTest(url, { concurrency: READ_CONCURRENCY, durationMs: DURATION_MS })
    const rate = Math.round(r.requests / r.seconds)
    const errors = r.errors > 0 ? `, ${r.errors} errors` : ''
    const processes = apiCount === 1 ? '1 API process' : `${apiCount} API processes`
    rows.push([
      `GET /main/products via nginx, ${processes} (PostgreSQL)`,
      `${rate} req/s, p99 ${r.p99Ms.toFixed(1)} ms${errors}`,
    ])
    if (apiCount > 1) {
      console.log(`\nTimed orders through nginx, ${apiCount} API processes, PostgreSQL:`)
      const locks = await sampleLockWaits(databaseUrl)
      postgresOrders = await ordersAcceptedPerSecond(cluster.url, orders)
      const waiting = await locks.stop()
      rows.push([`timed orders accepted, PostgreSQL (nginx, ${processes})`, `${Math.round(postgresOrders)} orders/s`])
      rows.push([
        'PostgreSQL: busy backends waiting on a lock during the orders',
        `${(waiting * 100).toFixed(1)}%; ${ROUND_TRIPS}`,
      ])
      console.log(`\nSimulated users through nginx, ${processes}, PostgreSQL, ${crowdStepMs / 1000} s per step:`)
      const tokens = await crowdSessions(cluster.url, databaseUrl, Math.max(...crowdSteps))
      const held = await usersHeld({ baseURL: cluster.url, tokens, steps: crowdSteps, stepMs: crowdStepMs, pids: [] })
      rows.push([
        `simulated users held, PostgreSQL (nginx, ${processes})`,
        `${held} (p99 < ${P99_LIMIT_MS} ms, no error; steps ${crowdSteps.join(', ')})`,
      ])
    }
  } finally {
    await cluster.stop()
  }
}

async function postgresRows(why: string | null): Promise<void> {
  if (why) {
    console.log(`\nSkipping the PostgreSQL and nginx rows: ${why}`)
    return
  }
  const dir = mkdtempSync(join(tmpdir(), 'tern-bench-cluster-'))
  // The postgres user (under root) must reach its folder inside.
  chmodSync(dir, 0o755)
  let pg: PostgresCluster | undefined
  try {
    pg = startPostgres({ dir: join(dir, 'postgres'), port: await freePort(), durable: true })
    psql(pg, 'CREATE DATABASE tern')
    console.log(`\nPostgreSQL ${psql(pg, 'SHOW server_version').trim()} (durable), nginx in front of the API processes`)
    await productsThroughNginx(pg, dir, 1)
    await productsThroughNginx(pg, dir, 2)
  } finally {
    pg?.stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

async function sqliteRow(): Promise<number> {
  console.log('\nTimed orders, one process, SQLite:')
  const server = await startServer({ root, env: benchEnv, runtime })
  try {
    const rate = await ordersAcceptedPerSecond(server.baseURL, orders)
    rows.push(['timed orders accepted, SQLite (one process)', `${Math.round(rate)} orders/s`])
    return rate
  } finally {
    await server.stop()
  }
}

let sqliteRate: number
try {
  sqliteRate = await sqliteRow()
  await postgresRows([postgresUnavailable(), nginxUnavailable()].filter(Boolean).join('; ') || null)
} finally {
  rmSync(outDir, { recursive: true, force: true })
}

// Reads first, then orders on SQLite beside orders on PostgreSQL.
const rank = (what: string) =>
  what.startsWith('GET')
    ? 0
    : what.includes('SQLite')
      ? 1
      : what.includes('waiting')
        ? 3
        : what.startsWith('load')
          ? 4
          : 2
rows.sort((a, b) => rank(a[0]) - rank(b[0]))
// Other work on the machine moves every figure: the load average says how busy it was.
rows.push([
  'load average (1, 5, 15 min) at the end',
  loadavg()
    .map((l) => l.toFixed(2))
    .join(', '),
])
console.log('\nScale-out, side by side:')
const width = Math.max(...rows.map(([what]) => what.length))
for (const [what, result] of rows) console.log(`  ${what.padEnd(width)}  ${result}`)
if (postgresOrders !== null) {
  const verdict = postgresOrders >= sqliteRate ? 'PASS' : 'MISS'
  const figures = `${Math.round(postgresOrders)} vs ${Math.round(sqliteRate)}`
  console.log(`Target: PostgreSQL accepts at least the SQLite figure: ${verdict} (${figures})`)
}
