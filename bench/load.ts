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

/** One simulated user: the calls the app's pollers make (src/shared/lib/constants.ts pollIntervals), signed in. */
export interface UserLoadOptions {
  users: number
  durationMs: number
  /** A UserToken per user (sessions may share an account). */
  tokens: readonly string[]
  /** How many sockets the users share (a browser keeps one or a few per origin; loopback ports are finite). */
  sockets: number
  /** Each user places one timed order this often (ms); the spec's "an order a minute". */
  orderEveryMs?: number
  /**
   * The first part of the run (ms) whose answers' latencies are not counted: the crowd arrives (its sockets open,
   * every first market poll has no ETag yet) and the figure is the steady state, as load tests measure it. Its
   * errors and refused orders still count. Default 0.
   */
  warmupMs?: number
}

export interface UserLoadResult extends LoadResult {
  /** p99 latency (ms) of each call */
  p99ByPath: Record<string, number>
  orders: number
  ordersRefused: number
  /** The first answer counted as an error (status and the start of its body). */
  firstError: string
}

interface Call {
  method: 'GET' | 'POST'
  path: string
  body?: string
  headers: Record<string, string>
}

function send(agent: Agent, base: URL, call: Call) {
  return new Promise<{ status: number; etag: string | undefined; text: string }>((resolve, reject) => {
    const headers = call.body ? { 'Content-Type': 'application/json', ...call.headers } : call.headers
    const req = request(new URL(call.path, base), { agent, method: call.method, headers }, (res) => {
      // Only an order's answer is read (accepted or refused); the polled bodies are drained.
      let text = ''
      if (call.method === 'POST' && call.path.includes('_order')) res.setEncoding('utf8').on('data', (c) => (text += c))
      else res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, etag: res.headers.etag, text }))
    })
    req.on('error', reject)
    req.end(call.body)
  })
}

/**
 * `users` users for `durationMs`, each polling as the app does: the market list every 1 s (revalidated with its
 * ETag, as the browser's cache does), the asset summary every 2 s and an open contract screen every 2 s, the next
 * poll scheduled when the previous answer is in; and a timed order once per `orderEveryMs`. Starts are spread over
 * the first second. Anything but 200/304 (or a 204 "signed out") is an error; a refused order is counted apart.
 */
export async function simulateUsers(base: URL, options: UserLoadOptions): Promise<UserLoadResult> {
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(base.hostname)) throw new Error('load tests run on loopback only')
  const { users, durationMs, tokens, sockets, orderEveryMs = 60_000, warmupMs = 0 } = options
  // Idle sockets close before the server's keep-alive timeout (5 s): reusing one the server is closing that moment
  // fails the request with ECONNRESET, which a browser retries and this generator would count as an error.
  const agent = new Agent({ keepAlive: true, maxSockets: sockets, timeout: 4000 })
  const latencies: number[] = []
  const byPath = new Map<string, number[]>()
  const counts = { ok: 0, notModified: 0, errors: 0, orders: 0, ordersRefused: 0 }
  let firstError = ''
  const started = performance.now()
  const counted = started + warmupMs
  const deadline = started + warmupMs + durationMs
  const timers = new Set<NodeJS.Timeout>()
  let inFlight = 0
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer)
      run()
    }, ms)
    timers.add(timer)
  }
  const record = (path: string, status: number, text: string, t0: number, isOrder: boolean) => {
    const ms = performance.now() - t0
    if (t0 >= counted) {
      latencies.push(ms)
      const list = byPath.get(path) ?? []
      list.push(ms)
      byPath.set(path, list)
    }
    if (status === 304) counts.notModified += 1
    else if (status === 200) counts.ok += 1
    else {
      counts.errors += 1
      firstError ||= `HTTP ${status}`
    }
    if (isOrder && status === 200) {
      if (text.startsWith('{"status":1')) counts.orders += 1
      else {
        counts.ordersRefused += 1
        firstError ||= `order refused: ${text.slice(0, 160)}`
      }
    }
  }
  const loop = (user: number, everyMs: number, next: (etag: string | undefined) => Call, isOrder = false) => {
    let etag: string | undefined
    const run = async () => {
      if (performance.now() >= deadline) return
      const t0 = performance.now()
      inFlight += 1
      try {
        const call = next(etag)
        const res = await send(agent, base, call)
        etag = res.etag ?? etag
        record(call.path, res.status, res.text, t0, isOrder)
      } catch (error) {
        counts.errors += 1
        firstError ||= error instanceof Error ? error.message : String(error)
      }
      inFlight -= 1
      later(Math.max(0, everyMs - (isOrder ? performance.now() - t0 : 0)), run)
    }
    // Each user's poll starts at its own phase within the poll's period, as a crowd that arrived over time polls
    // (a 2 s poll started within the first second would double its rate there); an order within its minute.
    later(isOrder ? ((user * 7919) % 1000) + ((user * 104_729) % everyMs) : (user * 7919) % everyMs, run)
  }
  for (let user = 0; user < users; user += 1) {
    const token = { UserToken: tokens[user % tokens.length] ?? '' }
    loop(user, 1000, (etag) => ({
      method: 'GET',
      path: '/main/products',
      headers: etag ? { 'If-None-Match': etag } : ({} as Record<string, string>),
    }))
    loop(user, 2000, () => ({ method: 'POST', path: '/api/asset', body: '{}', headers: token }))
    loop(user, 2000, () => ({ method: 'POST', path: '/main/product_lvs', body: '{"pid":12}', headers: token }))
    const order = JSON.stringify({ pid: 12, t: 300, amount: '100', type: user % 2 })
    loop(user, orderEveryMs, () => ({ method: 'POST', path: '/api/micro_order', body: order, headers: token }), true)
  }
  await new Promise((resolve) => setTimeout(resolve, warmupMs + durationMs))
  // Nothing new starts after the deadline; the answers still on their way are waited for (their latency counts).
  while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 20))
  for (const timer of timers) clearTimeout(timer)
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const p99ByPath: Record<string, number> = {}
  for (const [path, list] of byPath)
    p99ByPath[path] = percentile(
      list.sort((a, b) => a - b),
      99,
    )
  return {
    ...counts,
    p99ByPath,
    firstError,
    requests: latencies.length,
    seconds: (performance.now() - counted) / 1000,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  }
}
