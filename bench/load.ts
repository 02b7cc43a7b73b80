// A bounded loopback load test: `concurrency` keep-alive workers request one GET path for `durationMs`.
import { Agent, request } from 'node:http'

export type LoadResult = { requests: number; errors: number; seconds: number; p50Ms: number; p99Ms: number }

function get(agent: Agent, url: URL): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, method: 'GET' }, (res) => {
      res.resume()
      res.on('end', () => resolve(res.statusCode ?? 0))
    })
    req.on('error', reject)
    req.end()
  })
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

export async function loadTest(url: URL, concurrency: number, durationMs: number): Promise<LoadResult> {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) throw new Error('load tests run on loopback only')
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency })
  const latencies: number[] = []
  let errors = 0
  const started = performance.now()
  const deadline = started + durationMs
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now()
      try {
        const status = await get(agent, url)
        if (status !== 200) errors += 1
        latencies.push(performance.now() - t0)
      } catch {
        errors += 1
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  return {
    requests: latencies.length,
    errors,
    seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  }
}
