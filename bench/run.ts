// `npm run bench`: (a) the home route's JavaScript, gzipped, against its budget; (b) GET /main/banners throughput
// and latency against a real server on a free loopback port with a throw-away database; then the feature
// benchmarks, each in its own process: the first screen in Lighthouse (mobile preset), the offline repeat visit,
// market list polling, the reads beside a bare Hono hello-world and the history pages, the simulated users one
// process holds, market list rendering in Chromium, trading, contracts, price alerts, the invest accrual, the venue feed (replayed Binance and OKX), and
// scale-out (PostgreSQL and nginx beside SQLite).
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureBuild } from '../scripts/lib/build'
import { startServer } from '../scripts/lib/server'
import { FIRST_PAINT_BUDGET_BYTES, FIRST_PAINT_GOAL_BYTES, measureHomeBundle } from './bundle'
import { loadTest, reportLoad } from './load'

const root = fileURLToPath(new URL('..', import.meta.url))
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16)
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000)

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

function reportBundle(): boolean {
  const { files, totalGzipBytes } = measureHomeBundle(join(root, 'dist'))
  console.log(
    'Home route JavaScript before the first paint, catalog included (gzip -9; brotli on the wire is smaller):',
  )
  for (const file of files) console.log(`  ${file.path.padEnd(48)} ${kb(file.gzipBytes).padStart(10)}`)
  const within = totalGzipBytes <= FIRST_PAINT_BUDGET_BYTES
  const goal = totalGzipBytes <= FIRST_PAINT_GOAL_BYTES ? 'met' : 'not met'
  console.log(
    `  total ${kb(totalGzipBytes)} of ${kb(FIRST_PAINT_BUDGET_BYTES)} budget: ${within ? 'PASS' : 'OVER'} (goal ${kb(FIRST_PAINT_GOAL_BYTES)}: ${goal})`,
  )
  return within
}

async function reportBanners(): Promise<void> {
  const server = await startServer({ root })
  try {
    const url = new URL('/main/banners', server.baseURL)
    await loadTest(url, { concurrency: 2, durationMs: 300 }) // warm-up
    const result = await loadTest(url, { concurrency: CONCURRENCY, durationMs: DURATION_MS })
    reportLoad('GET /main/banners', CONCURRENCY, result)
  } finally {
    await server.stop()
  }
}

/** Runs bench/<name>.ts in its own process (each starts its own server); false if it failed. */
function runFeatureBench(name: string): boolean {
  const file = join(root, 'bench', `${name}.ts`)
  if (!existsSync(file)) return true
  console.log(`\n== bench/${name}.ts`)
  const result = spawnSync(join(root, 'node_modules/.bin/tsx'), [file], { cwd: root, stdio: 'inherit' })
  return result.status === 0
}

ensureBuild(root)
const withinBudget = reportBundle()
await reportBanners()
const featuresOk = [
  'lighthouse',
  'offline-start',
  'market-products',
  'reads',
  'users',
  'market-render',
  'trading',
  'contract',
  'price-alerts',
  'invest',
  'feed',
  'scale-out',
]
  .map(runFeatureBench)
  .every(Boolean)
process.exitCode = withinBudget && featuresOk ? 0 : 1
