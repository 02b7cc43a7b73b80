// `tsx bench/reads.ts`: the read paths as a share of a bare Hono hello-world (bench/hello.ts) measured beside them in
// the same run, each server one Node process on loopback: products 200 and 304, candles (300 1m candles) and
// userinfo; the compiled build (what npm start serves) beside the same sources under the tsx loader, with each
// server's resident memory before and after the reads. Shares are taken per CPU second of the server process (/proc/<pid>/stat) and by requests/s; a hello run
// sits between every two measured runs, and each share uses the mean of its two neighbours, so a busy machine moves
// both sides alike. Then contract history pages 1 and 500 for a user with 100,000 orders against an empty user.
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildServerScratch } from '../scripts/lib/build-server'
import { freePort, type RunningServer, startServer } from '../scripts/lib/server'
import type { ServerRuntime } from '../scripts/lib/server-command'
import { openDb } from '../server/db/db'
import { type LoadResult, loadTest } from './load'

const root = fileURLToPath(new URL('..', import.meta.url))
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16)
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 4000)
const ORDERS = Number(process.env.BENCH_HISTORY_ORDERS ?? 100_000)
/** BENCH_READS_HISTORY_ONLY=1: only the history pages. */
const HISTORY_ONLY = process.env.BENCH_READS_HISTORY_ONLY === '1'
const SAMPLES = 200
const CLOCK_TICKS = 100

/** The process's user + system CPU seconds so far (Linux). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS
}

interface Measured {
  perSecond: number
  perCpuSecond: number
  result: LoadResult
}

/** CPU seconds per second a process spends with no request (the Tern server's market simulator and recording). */
async function idleRate(pid: number): Promise<number> {
  const cpu = cpuSeconds(pid)
  const t0 = performance.now()
  await new Promise((resolve) => setTimeout(resolve, 3000))
  return (cpuSeconds(pid) - cpu) / ((performance.now() - t0) / 1000)
}

const idle = new Map<number, number>()

async function measure(pid: number, url: URL, options: { revalidate?: boolean; headers?: Record<string, string> }) {
  await loadTest(url, { concurrency: 4, durationMs: 1000, ...options }) // warm-up (JIT, caches)
  const cpu = cpuSeconds(pid)
  const result = await loadTest(url, { concurrency, durationMs, ...options })
  const used = cpuSeconds(pid) - cpu - (idle.get(pid) ?? 0) * result.seconds
  const measured: Measured = {
    perSecond: result.requests / result.seconds,
    perCpuSecond: result.requests / Math.max(used, 0.01),
    result,
  }
  return measured
}

async function startHello(): Promise<{ url: URL; pid: number; child: ChildProcess }> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench/hello.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve())
    child.once('exit', () => reject(new Error('hello-world server exited')))
  })
  return { url: new URL(`http://127.0.0.1:${port}/`), pid: child.pid ?? 0, child }
}

function send(agent: Agent, url: URL, method: string, headers: Record<string, string>, body?: unknown) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(url, { agent, method, headers: { 'Content-Type': 'application/json', ...headers } }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        text += chunk
      })
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
    })
    req.on('error', reject)
    req.end(body === undefined ? undefined : JSON.stringify(body))
  })
}

async function registerUser(agent: Agent, base: string, name: string): Promise<string> {
  const answer = await send(agent, new URL('/main/register', base), 'POST', {}, { name, pwd: 'bench-secret' })
  const token = (JSON.parse(answer.text) as { data?: { token?: string } }).data?.token
  if (!token) throw new Error(`registration failed: ${answer.text}`)
  return token
}

/** The process's resident memory (Linux), MB. */
const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024

const fmt = (n: number) => Math.round(n).toLocaleString('en-US')

interface Subject {
  label: string
  server: RunningServer
  token: string
}

type Options = { revalidate?: boolean; headers?: Record<string, string> }

/** What a browser sends: the compressed bytes are made once per version. */
const br = { 'Accept-Encoding': 'gzip, deflate, br' }

const reads: [string, string, (token: string) => Options][] = [
  ['GET /main/products (200)', '/main/products', () => ({})],
  ['GET /main/products (200, br)', '/main/products', () => ({ headers: br })],
  ['GET /main/products (304, If-None-Match)', '/main/products', () => ({ revalidate: true })],
  ['GET /main/kline/pid/12/t/1m?limit=300', '/main/kline/pid/12/t/1m?limit=300', () => ({})],
  ['GET /main/kline/pid/12/t/1m?limit=300 (br)', '/main/kline/pid/12/t/1m?limit=300', () => ({ headers: br })],
  ['GET /api/userinfo', '/api/userinfo', (token) => ({ headers: { UserToken: token } })],
]

/** Each read on each subject, a hello run after every measured run; shares against the two neighbouring hellos. */
async function readShares(subjects: Subject[]): Promise<void> {
  const hello = await startHello()
  try {
    for (const subject of subjects) idle.set(subject.server.pid, await idleRate(subject.server.pid))
    await loadTest(hello.url, { concurrency: 4, durationMs: 2000 })
    let before = await measure(hello.pid, hello.url, {})
    console.log(`\nReads beside a bare Hono hello-world, ${concurrency} keep-alive workers, ${durationMs} ms each`)
    console.log("  (each server's CPU at rest, market simulator and recording, is subtracted):")
    for (const [title, path, options] of reads) {
      for (const { label, server, token } of subjects) {
        const read = await measure(server.pid, new URL(path, server.baseURL), options(token))
        const after = await measure(hello.pid, hello.url, {})
        const perCpu = (before.perCpuSecond + after.perCpuSecond) / 2
        const perSecond = (before.perSecond + after.perSecond) / 2
        const { ok, notModified, errors } = read.result
        console.log(
          `  ${`${title}, ${label}`.padEnd(58)} ${fmt(read.perCpuSecond).padStart(7)} req per CPU s = ${(read.perCpuSecond / perCpu).toFixed(2)} of hello (${fmt(perCpu)}); ${fmt(read.perSecond)} req/s = ${(read.perSecond / perSecond).toFixed(2)} (${ok} x 200, ${notModified} x 304, ${errors} errors), p99 ${read.result.p99Ms.toFixed(1)} ms`,
        )
        before = after
      }
    }
  } finally {
    hello.child.kill('SIGTERM')
  }
}

/** Inserts `count` closed or cancelled contract orders of the user, in transactions of 1,000. */
async function fillHistory(database: string, username: string, count: number): Promise<number> {
  const db = openDb(database)
  try {
    const user = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()
    const now = Date.now()
    const row = (i: number) => ({
      user_id: user.id,
      product_id: 12,
      side: (i % 2) as 0 | 1,
      price_type: 0 as const,
      status: (i % 7 === 0 ? 3 : 2) as 2 | 3,
      hand_price: 100_000_000,
      fee_rate: '0.1',
      leverage: 100,
      maintenance: '0.5',
      margin: 100_000_000,
      notional: 10_000_000_000,
      fee: 10_000_000,
      price: 6_000_000,
      liq_price: 5_969_849,
      stop_win: null,
      stop_loss: null,
      low_trigger: null,
      high_trigger: null,
      watch_t: now,
      placed_t: now - (count - i) * 1000,
      open_t: now - (count - i) * 1000,
      open_tick_price: 6_000_000,
      close_t: now,
      close_price: 6_001_000,
      close_reason: 'user' as const,
      payout: 100_000_000,
      gap: 0,
      created_at: new Date(now).toISOString(),
      opened_at: new Date(now).toISOString(),
      closed_at: new Date(now).toISOString(),
      parent_id: null,
    })
    for (let from = 0; from < count; from += 1000) {
      const rows = Array.from({ length: Math.min(1000, count - from) }, (_, k) => row(from + k))
      await db.transaction().execute((trx) => trx.insertInto('contract_orders').values(rows).execute())
    }
    return user.id
  } finally {
    await db.destroy()
  }
}

/** Median and p90 latency (ms) of `SAMPLES` sequential requests. */
async function latency(agent: Agent, url: URL, token: string): Promise<{ median: number; p90: number }> {
  const times: number[] = []
  for (let i = 0; i < SAMPLES + 10; i++) {
    const t0 = performance.now()
    const answer = await send(agent, url, 'GET', { UserToken: token })
    if (answer.status !== 200) throw new Error(`${url}: HTTP ${answer.status}`)
    if (i >= 10) times.push(performance.now() - t0)
  }
  times.sort((a, b) => a - b)
  return { median: times[Math.floor(times.length / 2)] ?? 0, p90: times[Math.floor(times.length * 0.9)] ?? 0 }
}

async function historyPages({ label, server }: Subject): Promise<void> {
  const setup = new Agent({ keepAlive: false })
  const empty = await registerUser(setup, server.baseURL, 'history-empty@example.com')
  const heavy = await registerUser(setup, server.baseURL, 'history-heavy@example.com')
  const started = performance.now()
  await fillHistory(server.database, 'history-heavy@example.com', ORDERS)
  // A fresh connection: the server closes idle keep-alive sockets while the rows go in.
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  console.log(
    `\nContract history, ${label} (${fmt(ORDERS)} orders inserted in ${((performance.now() - started) / 1000).toFixed(1)} s),`,
  )
  console.log(`  ${SAMPLES} sequential requests each, median / p90:`)
  const page = (n: number) => new URL(`/api/orders/page/${n}`, server.baseURL)
  const cases: [string, URL, string][] = [
    ['empty user, page 1', page(1), empty],
    ['empty user, page 500', page(500), empty],
    [`${fmt(ORDERS)} orders, page 1`, page(1), heavy],
    [`${fmt(ORDERS)} orders, page 500`, page(500), heavy],
  ]
  const first = JSON.parse((await send(agent, page(499), 'GET', { UserToken: heavy })).text) as {
    data?: { next?: number | null }
  }
  const next = first.data?.next
  if (typeof next === 'number')
    cases.push([
      `${fmt(ORDERS)} orders, page 500 by ?before=`,
      new URL(`/api/orders/page/500?before=${next}`, server.baseURL),
      heavy,
    ])
  // Every case once unmeasured first (JIT, caches), then each measured: a heavy page is compared with the empty
  // user's page of the same number.
  for (const [, url, token] of cases) await latency(agent, url, token)
  const medians = new Map<string, number>()
  for (const [title, url, token] of cases) {
    const { median, p90 } = await latency(agent, url, token)
    const base = title.includes('page 500') ? medians.get('empty user, page 500') : medians.get('empty user, page 1')
    medians.set(title, median)
    const ratio = base === undefined ? '' : ` = ${(median / base).toFixed(2)}x the empty user's`
    console.log(`  ${title.padEnd(36)} ${median.toFixed(2).padStart(7)} ms / ${p90.toFixed(2).padStart(7)} ms${ratio}`)
  }
  agent.destroy()
}

const loads = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')
console.log(`Load average at start: ${loads()}`)
// The reads measured here need no built PWA: a one-line shell answers the start-up probe.
const distDir = mkdtempSync(join(tmpdir(), 'tern-reads-dist-'))
writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Tern</title>')
// BENCH_COMPARE_ROOT: another checkout (e.g. the previous release, with node_modules) measured beside this one.
const outDir = await buildServerScratch(root)
const roots: [string, string, ServerRuntime][] = [
  ['compiled', root, { kind: 'compiled', outDir }],
  ['tsx', root, { kind: 'typescript' }],
]
if (process.env.BENCH_COMPARE_ROOT)
  roots.unshift(['compared build', process.env.BENCH_COMPARE_ROOT, { kind: 'typescript' }])
const subjects: Subject[] = []
try {
  for (const [label, at, runtime] of roots) {
    const server = await startServer({ root: at, distDir, runtime })
    const token = await registerUser(new Agent({ keepAlive: false }), server.baseURL, 'reads@example.com')
    subjects.push({ label, server, token })
  }
  const rssBefore = subjects.map(({ server }) => rssMb(server.pid))
  if (!HISTORY_ONLY) {
    await readShares(subjects)
    console.log('\nResident memory (RSS) before / after the reads:')
    for (const [i, { label, server }] of subjects.entries()) {
      console.log(`  ${label.padEnd(16)} ${rssBefore[i]?.toFixed(0)} MB / ${rssMb(server.pid).toFixed(0)} MB`)
    }
  }
  // History pages: the compiled build's (the sources under tsx run the same queries).
  for (const subject of subjects.filter((s) => s.label !== 'tsx')) await historyPages(subject)
} finally {
  for (const { server } of subjects) await server.stop()
  rmSync(distDir, { recursive: true, force: true })
  rmSync(outDir, { recursive: true, force: true })
  console.log(`Load average at end: ${loads()}`)
}
