// `npm run bench`: (a) the home route's JavaScript, gzipped, against its budget; (b) GET /main/banners throughput
// and latency against a real server on a free loopback port with a throw-away database.
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureBuild } from '../scripts/lib/build'
import { startServer } from '../scripts/lib/server'
import { measureHomeBundle } from './bundle'
import { loadTest } from './load'

const root = fileURLToPath(new URL('..', import.meta.url))
const BUDGET_BYTES = 120 * 1024
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16)
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000)

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

function reportBundle(): boolean {
  const { files, totalGzipBytes } = measureHomeBundle(join(root, 'dist'))
  console.log('Home route JavaScript (gzip -9):')
  for (const file of files) console.log(`  ${file.path.padEnd(48)} ${kb(file.gzipBytes).padStart(10)}`)
  const within = totalGzipBytes <= BUDGET_BYTES
  console.log(`  total ${kb(totalGzipBytes)} of ${kb(BUDGET_BYTES)} budget: ${within ? 'PASS' : 'OVER'}`)
  return within
}

async function reportBanners(): Promise<void> {
  const server = await startServer({ root })
  try {
    const url = new URL('/main/banners', server.baseURL)
    await loadTest(url, 2, 300) // warm-up
    const result = await loadTest(url, CONCURRENCY, DURATION_MS)
    console.log(`\nGET /main/banners, ${CONCURRENCY} keep-alive workers for ${result.seconds.toFixed(1)} s:`)
    console.log(
      `  ${Math.round(result.requests / result.seconds)} requests/s (${result.requests} requests, ${result.errors} errors)`,
    )
    console.log(`  p50 ${result.p50Ms.toFixed(2)} ms, p99 ${result.p99Ms.toFixed(2)} ms`)
  } finally {
    await server.stop()
  }
}

ensureBuild(root)
const withinBudget = reportBundle()
await reportBanners()
process.exitCode = withinBudget ? 0 : 1
