// `tsx bench/market-products.ts`: GET /main/products against the real server (simulator running, one tick a
// second) on a free loopback port: keep-alive workers for a bounded time, the full 200 path and the
// If-None-Match 304 path. Prints requests/s and p50/p99 latency.
import { Agent, request } from 'node:http'
import { fileURLToPath } from 'node:url'
import { startServer } from '../scripts/lib/server'

const root = fileURLToPath(new URL('..', import.meta.url))
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16)
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5000)

interface Result {
  requests: number
  ok: number
  notModified: number
  errors: number
  seconds: number
  p50: number
  p99: number
}

function get(agent: Agent, url: URL, headers: Record<string, string>) {
  return new Promise<{ status: number; etag: string | undefined }>((resolve, reject) => {
    const req = request(url, { agent, method: 'GET', headers }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, etag: res.headers.etag }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** revalidate: each worker sends the last ETag it saw, as a polling client would (304 until the next tick). */
async function load(url: URL, revalidate: boolean, durationMs = DURATION_MS): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY })
  const latencies: number[] = []
  const result: Result = { requests: 0, ok: 0, notModified: 0, errors: 0, seconds: 0, p50: 0, p99: 0 }
  const started = performance.now()
  const deadline = started + durationMs
  const worker = async () => {
    let etag: string | undefined
    while (performance.now() < deadline) {
      const t0 = performance.now()
      try {
        const res = await get(agent, url, revalidate && etag ? { 'If-None-Match': etag } : {})
        latencies.push(performance.now() - t0)
        if (res.status === 200) result.ok += 1
        else if (res.status === 304) result.notModified += 1
        else result.errors += 1
        etag = res.etag ?? etag
      } catch {
        result.errors += 1
      }
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0
  return {
    ...result,
    requests: latencies.length,
    seconds: (performance.now() - started) / 1000,
    p50: at(0.5),
    p99: at(0.99),
  }
}

function report(title: string, r: Result): void {
  console.log(`${title}, ${CONCURRENCY} keep-alive workers for ${r.seconds.toFixed(1)} s:`)
  console.log(
    `  ${Math.round(r.requests / r.seconds)} requests/s (${r.ok} x 200, ${r.notModified} x 304, ${r.errors} errors)`,
  )
  console.log(`  p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms`)
}

const server = await startServer({ root })
try {
  const url = new URL('/main/products', server.baseURL)
  await load(url, false, 500) // warm-up
  report('GET /main/products (200)', await load(url, false))
  report('GET /main/products with If-None-Match (304 until the next tick)', await load(url, true))
} finally {
  await server.stop()
}
