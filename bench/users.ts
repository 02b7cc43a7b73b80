// `npx tsx bench/users.ts` (part of `npm run bench`): how many simulated users one server process holds on loopback
// with p99 under 300 ms and no error (bench/load.ts simulateUsers: the market list every 1 s, the asset summary and
// a contract screen every 2 s, a timed order a minute). Steps of users (BENCH_USERS_STEPS, default
// 250,500,1000,2000,3000), BENCH_USERS_STEP_MS each (default 20 s); the first step that misses ends the run. The
// compiled build (what npm start serves) and the sources under the tsx loader run one after the other in one run.
// Each step first runs BENCH_USERS_WARMUP_MS (default 5 s) at its load, not counted: its users arrive at once (their
// sockets open, every first market poll is a full answer); the figure is the steady state after it, errors and
// refused orders counted all along.
// Users share BENCH_USERS_ACCOUNTS accounts (registered normally, risk disclosure accepted), each with its own
// session, issued in the database: registering 3,000 accounts would be refused by the registration limit.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildServerScratch } from '../scripts/lib/build-server'
import { type RunningServer, startServer } from '../scripts/lib/server'
import type { ServerRuntime } from '../scripts/lib/server-command'
import { openDb } from '../server/db/db'
import { issueToken } from '../server/features/accounts/tokens'
import { simulateUsers } from './load'
import { ORDERS_DEMO_GRANT } from './orders'

const root = fileURLToPath(new URL('..', import.meta.url))
const steps = (process.env.BENCH_USERS_STEPS ?? '250,500,1000,2000,3000').split(',').map(Number)
const stepMs = Number(process.env.BENCH_USERS_STEP_MS ?? 20_000)
const accounts = Number(process.env.BENCH_USERS_ACCOUNTS ?? 8)
const P99_LIMIT_MS = 300
/** Each step's first seconds, while its crowd arrives: run at its load, latencies not counted (load.ts warmupMs). */
const WARMUP_MS = Number(process.env.BENCH_USERS_WARMUP_MS ?? 5000)

async function post(base: string, path: string, body: unknown, token?: string) {
  const res = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { UserToken: token } : {}) },
    body: JSON.stringify(body),
  })
  return (await res.json()) as { status: number; data?: { token?: string } }
}

/** `accounts` accounts through the API, then one session per user, written as a sign-in writes it. */
async function sessions(server: RunningServer, users: number): Promise<string[]> {
  for (let i = 0; i < accounts; i += 1) {
    const answer = await post(server.baseURL, '/main/register', { name: `load${i}@example.com`, pwd: 'bench-secret' })
    const token = answer.data?.token
    if (!token) throw new Error(`registration failed: ${JSON.stringify(answer)}`)
    await post(server.baseURL, '/api/risk_accept', { kind: 'micro' }, token)
  }
  const db = openDb(server.database)
  try {
    const ids = await db.selectFrom('users').select('id').where('username', 'like', 'load%').execute()
    const client = { address: '127.0.0.1', userAgent: 'bench/users.ts' }
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

async function capacity(label: string, runtime: ServerRuntime, distDir: string): Promise<number> {
  const server = await startServer({
    root,
    distDir,
    runtime,
    env: { TERN_DEMO_GRANT: ORDERS_DEMO_GRANT, TERN_MAX_CONNECTIONS_PER_ADDRESS: '0' },
  })
  let held = 0
  try {
    const tokens = await sessions(server, Math.max(...steps))
    console.log(`\n${label} (pid ${server.pid}), ${stepMs / 1000} s per step:`)
    // Warm-up (JIT, the ready answers' first builds), not reported.
    await simulateUsers(new URL(server.baseURL), { users: 50, durationMs: 4000, tokens, sockets: 50 })
    for (const users of steps) {
      const result = await simulateUsers(new URL(server.baseURL), {
        users,
        durationMs: stepMs,
        warmupMs: WARMUP_MS,
        tokens,
        sockets: Math.min(users, 256),
      })
      const passed = result.p99Ms < P99_LIMIT_MS && result.errors === 0 && result.ordersRefused === 0
      console.log(
        `  ${String(users).padStart(5)} users: ${Math.round(result.requests / result.seconds)} req/s, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, ${result.errors} errors, ${result.orders} orders (${result.ordersRefused} refused), RSS ${rssMb(server.pid).toFixed(0)} MB, load ${loads()}: ${passed ? 'holds' : 'MISSED'}${result.firstError ? ` (${result.firstError})` : ''}`,
      )
      const slowest = Object.entries(result.p99ByPath).map(([path, ms]) => `${path} ${ms.toFixed(0)}`)
      console.log(`         p99 by call (ms): ${slowest.join(', ')}`)
      if (!passed) break
      held = users
    }
  } finally {
    await server.stop()
  }
  console.log(`  ${label}: holds ${held} users (p99 < ${P99_LIMIT_MS} ms, no error)`)
  return held
}

console.log(`Load average at start: ${loads()}`)
const distDir = mkdtempSync(join(tmpdir(), 'tern-users-dist-'))
writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Tern</title>')
const outDir = await buildServerScratch(root)
try {
  const compiled = await capacity('compiled build (node dist-server/main.js)', { kind: 'compiled', outDir }, distDir)
  const typescript = await capacity(
    'sources under tsx (node --import tsx server/main.ts)',
    { kind: 'typescript' },
    distDir,
  )
  console.log(`\nUsers held by one process: compiled ${compiled}, tsx ${typescript} (target 3,000)`)
} finally {
  rmSync(distDir, { recursive: true, force: true })
  rmSync(outDir, { recursive: true, force: true })
  console.log(`Load average at end: ${loads()}`)
}
