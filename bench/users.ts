// `npx tsx bench/users.ts` (part of `npm run bench`): how many simulated users one server process holds on loopback
// with p99 under 300 ms and no error (bench/load.ts simulateUsers: the market list every 1 s, the asset summary and
// a contract screen every 2 s, a timed order a minute). Steps of users (BENCH_USERS_STEPS, default
// 250,500,1000,2000,3000), BENCH_USERS_STEP_MS each (default 20 s); the first step that misses ends the run. The
// compiled build (what npm start serves) and the sources under the tsx loader run one after the other in one run.
// The steps, their warm-up and the users' sessions: bench/crowd.ts.

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildServerScratch } from '../scripts/lib/build-server'
import { startServer } from '../scripts/lib/server'
import type { ServerRuntime } from '../scripts/lib/server-command'
import { crowdSessions, P99_LIMIT_MS, usersHeld } from './crowd'
import { ORDERS_DEMO_GRANT } from './orders'

const root = fileURLToPath(new URL('..', import.meta.url))
const steps = (process.env.BENCH_USERS_STEPS ?? '250,500,1000,2000,3000').split(',').map(Number)
const stepMs = Number(process.env.BENCH_USERS_STEP_MS ?? 20_000)
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
    const tokens = await crowdSessions(server.baseURL, server.database, Math.max(...steps))
    console.log(`\n${label} (pid ${server.pid}), ${stepMs / 1000} s per step:`)
    held = await usersHeld({ baseURL: server.baseURL, tokens, steps, stepMs, pids: [server.pid] })
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
