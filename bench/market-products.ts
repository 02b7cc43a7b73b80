// `tsx bench/market-products.ts`: GET /main/products against the real server (simulator running, one tick a
// second) on a free loopback port: the full 200 path without and with compression (a browser's Accept-Encoding:
// brotli, compressed once per tick), and the If-None-Match 304 path.
import { fileURLToPath } from 'node:url'
import { startServer } from '../scripts/lib/server'
import { loadTest, reportLoad } from './load'

const root = fileURLToPath(new URL('..', import.meta.url))
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16)
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 5000)

const server = await startServer({ root })
try {
  const url = new URL('/main/products', server.baseURL)
  await loadTest(url, { concurrency: 2, durationMs: 500 }) // warm-up
  reportLoad('GET /main/products (200)', concurrency, await loadTest(url, { concurrency, durationMs }))
  const compressed = { 'Accept-Encoding': 'gzip, deflate, br' }
  reportLoad(
    'GET /main/products (200, Accept-Encoding: gzip, deflate, br)',
    concurrency,
    await loadTest(url, { concurrency, durationMs, headers: compressed }),
  )
  reportLoad(
    'GET /main/products with If-None-Match (304 until the next tick)',
    concurrency,
    await loadTest(url, { concurrency, durationMs, revalidate: true }),
  )
} finally {
  await server.stop()
}
