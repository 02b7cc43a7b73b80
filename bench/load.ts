// A bounded loopback load test: `concurrency` keep-alive workers request one GET path for `durationMs`.
// With `revalidate`, each worker sends the last ETag it saw, as a polling client would (304 until it changes).
// The body is read whole but not decoded: a compressed answer costs the client no decompression.
import { Agent, request } from 'node:http'

export interface LoadOptions {
  concurrency: number
  durationMs: number
  revalidate?: boolean
  /** Sent with every request (e.g. Accept-Encoding). */
  headers?: Record<string, string>
}

export interface LoadResult {
  requests: number
  ok: number
  notModified: number
  errors: number
  seconds: number
  p50Ms: number
  p99Ms: number
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

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

export async function loadTest(url: URL, { concurrency, durationMs, revalidate = false, headers = {} }: LoadOptions) {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) throw new Error('load tests run on loopback only')
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
  const latencies: number[] = []
  const counts = { ok: 0, notModified: 0, errors: 0 }
  const started = performance.now()
  const deadline = started + durationMs
  const worker = async () => {
    let etag: string | undefined
    while (performance.now() < deadline) {
      const t0 = performance.now()
      try {
        const res = await get(agent, url, revalidate && etag ? { ...headers, 'If-None-Match': etag } : headers)
        latencies.push(performance.now() - t0)
        if (res.status === 200) counts.ok += 1
        else if (res.status === 304) counts.notModified += 1
        else counts.errors += 1
        etag = res.etag ?? etag
      } catch {
        counts.errors += 1
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const result: LoadResult = {
    ...counts,
    requests: latencies.length,
    seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  }
  return result
}

export function reportLoad(title: string, concurrency: number, r: LoadResult): void {
  console.log(`\n${title}, ${concurrency} keep-alive workers for ${r.seconds.toFixed(1)} s:`)
  console.log(
    `  ${Math.round(r.requests / r.seconds)} requests/s (${r.ok} x 200, ${r.notModified} x 304, ${r.errors} errors)`,
  )
  console.log(`  p50 ${r.p50Ms.toFixed(2)} ms, p99 ${r.p99Ms.toFixed(2)} ms`)
}
