// The simulated users' steps, shared by bench/users.ts (one process) and bench/scale-out.ts (the cluster): accounts
// registered through the API, a session per user issued in the database, then steps of users (load.ts
// simulateUsers) until one misses p99 under 300 ms with no error. Each step first runs WARMUP_MS at its load,
// not counted: its users arrive at once (their sockets open, every first market poll is a full answer); the
// figure is the steady state after it, errors and refused orders counted all along.
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { openDb } from '../server/db/db'
import { issueToken } from '../server/features/accounts/tokens'
import { simulateUsers } from './load'

export const P99_LIMIT_MS = 300
/** Each step's first seconds, while its crowd arrives: run at its load, latencies not counted (load.ts warmupMs). */
const WARMUP_MS = Number(process.env.BENCH_USERS_WARMUP_MS ?? 5000)
const ACCOUNTS = Number(process.env.BENCH_USERS_ACCOUNTS ?? 8)

async function post(base: string, path: string, body: unknown, token?: string) {
  const res = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { UserToken: token } : {}) },
    body: JSON.stringify(body),
  })
  return (await res.json()) as { status: number; data?: { token?: string } }
}

/**
 * ACCOUNTS accounts registered at `baseURL` (risk disclosure accepted), then `users` sessions shared among them,
 * written in `database` as a sign-in writes them: registering 3,000 accounts would meet the registration limit.
 */
export async function crowdSessions(baseURL: string, database: string, users: number): Promise<string[]> {
  for (let i = 0; i < ACCOUNTS; i += 1) {
    const answer = await post(baseURL, '/main/register', { name: `load${i}@example.com`, pwd: 'bench-secret' })
    const token = answer.data?.token
    if (!token) throw new Error(`registration failed: ${JSON.stringify(answer)}`)
    await post(baseURL, '/api/risk_accept', { kind: 'micro' }, token)
  }
  const db = openDb(database)
  try {
    const ids = await db.selectFrom('users').select('id').where('username', 'like', 'load%').execute()
    const client = { address: '127.0.0.1', userAgent: 'bench/crowd.ts' }
    const tokens: string[] = []
    for (let i = 0; i < users; i += 1) {
      const id = ids[i % ids.length]?.id ?? 0
      tokens.push((await issueToken(db, id, new Date(), 30, client, false)).token)
    }
    return tokens
  } finally {
    await db.destroy()
  }
}

const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024
const loads = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')

export interface CrowdOptions {
  baseURL: string
  tokens: readonly string[]
  steps: readonly number[]
  stepMs: number
  /** The server processes whose resident memory each step reports (none: not reported). */
  pids: readonly number[]
}

/** The most users of `steps` held (p99 under P99_LIMIT_MS, no error, no order refused); each step printed. */
export async function usersHeld({ baseURL, tokens, steps, stepMs, pids }: CrowdOptions): Promise<number> {
  const base = new URL(baseURL)
  // Warm-up (JIT, the ready answers' first builds), not reported.
  await simulateUsers(base, { users: 50, durationMs: 4000, tokens, sockets: 50 })
  let held = 0
  for (const users of steps) {
    const result = await simulateUsers(base, {
      users,
      durationMs: stepMs,
      warmupMs: WARMUP_MS,
      tokens,
      sockets: Math.min(users, 256),
    })
    const passed = result.p99Ms < P99_LIMIT_MS && result.errors === 0 && result.ordersRefused === 0
    const rss = pids.length > 0 ? `, RSS ${pids.map((pid) => rssMb(pid).toFixed(0)).join(' + ')} MB` : ''
    console.log(
      `  ${String(users).padStart(5)} users: ${Math.round(result.requests / result.seconds)} req/s, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, ${result.errors} errors, ${result.orders} orders (${result.ordersRefused} refused)${rss}, load ${loads()}: ${passed ? 'holds' : 'MISSED'}${result.firstError ? ` (${result.firstError})` : ''}`,
    )
    const slowest = Object.entries(result.p99ByPath).map(([path, ms]) => `${path} ${ms.toFixed(0)}`)
    console.log(`         p99 by call (ms): ${slowest.join(', ')}`)
    if (!passed) break
    held = users
  }
  return held
}
