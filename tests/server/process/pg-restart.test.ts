// A PostgreSQL restart under load, with real processes on a throwaway cluster of this test's own: one engine,
// two API processes and 20 writers placing timed orders with idempotency keys (a writer repeats a key until it
// gets an answer, as the app does). Every process stays up; while the database is away requests are answered
// 503 `unavailable` (never `internal`); the API is ready again once PostgreSQL is; the engine takes its lock
// again; no acknowledged order is lost or placed twice, and the ledger check passes.
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LoginResult } from '../../../contract/api'
import type { MicroOrderPlaced } from '../../../contract/trading'
import { idempotencyHeader } from '../../../contract/wallet'
import { type PostgresCluster, postgresUnavailable, psql, startPostgres } from '../../../scripts/lib/postgres'
import { freePort } from '../../../scripts/lib/server'
import { runLedgerCheck } from '../../../server/cli/ledger-check'
import { type Db, openDb } from '../../../server/db/db'
import { scratchRoot } from '../../support/scratch'
import { createHarness, type Harness, postgresUrl } from '../../support/server/harness'
import { processesOn, type ServerProcess } from '../../support/server/processes'

const BTC = 12
const WRITERS = 20
const runs = postgresUrl !== undefined && postgresUnavailable() === null

let dir: string
let cluster: PostgresCluster
let url: string
let h: Harness
let processes: ReturnType<typeof processesOn>
let engine: ServerProcess
const api: { base: string; process: ServerProcess }[] = []

beforeAll(async () => {
  if (!runs) return
  dir = mkdtempSync(join(scratchRoot, 'tern-pg-restart-'))
  cluster = startPostgres({ dir, port: await freePort() })
  psql(cluster, 'create database tern')
  url = cluster.url('tern')
  // The harness gives the processes their settings (files, password cost); their database is this cluster's.
  h = await createHarness()
  processes = processesOn(h)
  engine = processes.start({ TERN_ROLE: 'engine', TERN_DATABASE_URL: url })
  await engine.waitFor('Tern engine: running')
  for (let i = 0; i < 2; i++) {
    const port = await freePort()
    const started = processes.start({ TERN_ROLE: 'api', PORT: String(port), TERN_DATABASE_URL: url })
    await started.waitFor(`Tern is running at http://127.0.0.1:${port}`)
    api.push({ base: `http://127.0.0.1:${port}`, process: started })
  }
}, 180_000)

afterAll(async () => {
  if (!runs) return
  await processes.stopAll()
  await h.close()
  try {
    cluster.stop()
  } catch {
    // Already stopped by a failed test.
  }
  rmSync(dir, { recursive: true, force: true })
})

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

interface Answer {
  http: number
  status?: number
  code?: string
  data?: unknown
}

async function post(base: string, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  try {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    })
    const envelope = (await res.json()) as { status: number; code?: string; data: unknown }
    return { http: res.status, ...envelope }
  } catch (error) {
    return { http: 0, code: `no answer: ${error instanceof Error ? error.message : error}` }
  }
}

async function register(base: string, name: string): Promise<string> {
  const answer = await post(base, '/main/register', { name, pwd: 'secret-pw' })
  if (answer.status !== 1) throw new Error(`register: ${JSON.stringify(answer)}`)
  const token = (answer.data as LoginResult).token
  const accepted = await post(base, '/api/risk_accept', { kind: 'micro' }, { UserToken: token })
  if (accepted.status !== 1) throw new Error(`risk_accept: ${JSON.stringify(accepted)}`)
  return token
}

/** How many answers of each kind ("503 unavailable": 12), for failure messages. */
function tally(answers: readonly Answer[]): string {
  const counts = new Map<string, number>()
  for (const a of answers) {
    const kind = `${a.http} ${a.code ?? 'ok'}`
    counts.set(kind, (counts.get(kind) ?? 0) + 1)
  }
  return JSON.stringify(Object.fromEntries(counts))
}

/** Polls /healthz until it answers ready (200); false if it never does within `ms`. */
async function becomesReady(base: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms
  while (Date.now() < deadline) {
    const res = await fetch(`${base}/healthz`).catch(() => null)
    if (res?.status === 200) return true
    await sleep(200)
  }
  return false
}

describe.skipIf(!runs)('a PostgreSQL restart under 20 writers', () => {
  it('keeps every process up, answers unavailable meanwhile, and loses no acknowledged order', async () => {
    // One at a time: sign-ups from one address hash one at a time (login_busy otherwise).
    const users: string[] = []
    for (let i = 0; i < WRITERS / 2; i++) users.push(await register(api[i % 2]?.base ?? '', `restart${i}@example.com`))
    const answers: Answer[] = []
    const acknowledged = new Map<string, number>()
    let writing = true
    const writer = async (w: number) => {
      const token = users[w % users.length] ?? ''
      const base = api[w % 2]?.base ?? ''
      for (let n = 0; writing; n++) {
        const key = `w${w}-n${n}`
        // One key until it is answered for good: a 503 (or no answer) means "try again", as the app does.
        for (let tries = 0; tries < 200; tries++) {
          const answer = await post(
            base,
            '/api/micro_order',
            { pid: BTC, t: 30, amount: '10', type: n % 2 },
            {
              UserToken: token,
              [idempotencyHeader]: key,
            },
          )
          answers.push(answer)
          if (answer.status === 1) acknowledged.set(key, (answer.data as MicroOrderPlaced).oid)
          if (answer.http !== 503 && answer.http !== 0) break
          await sleep(100)
        }
        await sleep(50)
      }
    }
    const load = Array.from({ length: WRITERS }, (_, w) => writer(w))
    await sleep(2000)
    const before = acknowledged.size
    cluster.stop()
    await sleep(1500)
    cluster = startPostgres({ dir, port: cluster.port })
    // Ready again once PostgreSQL is (the 5 s goal; a generous limit here, on a busy machine).
    const ready = await Promise.all(api.map(({ base }) => becomesReady(base, 30_000)))
    await sleep(3000)
    writing = false
    await Promise.all(load)

    const seen = tally(answers)
    // Every request had an answer from a live process: 503 unavailable while the database was away, never a
    // 500 `internal`.
    expect(answers.filter((a) => a.http === 0).length, seen).toBe(0)
    expect(answers.filter((a) => a.http === 500 || a.code === 'internal').length, seen).toBe(0)
    expect(answers.filter((a) => a.http === 503 && a.code !== 'unavailable').length, seen).toBe(0)
    expect(answers.filter((a) => a.http === 503 && a.code === 'unavailable').length, seen).toBeGreaterThan(0)
    expect(ready).toEqual([true, true])
    expect(before, seen).toBeGreaterThan(0)
    expect(acknowledged.size, seen).toBeGreaterThan(before)

    // The engine lost its lock with the restart and took it again, in the same process (it retries once a second
    // and restarts its engines first: on a busy machine that can end after the API processes are ready).
    const retaken = () => {
      const output = engine.output()
      const lost = output.indexOf('lost the engine lock')
      return lost >= 0 && output.indexOf('Tern engine: running', lost) > 0
    }
    for (let i = 0; i < 600 && !retaken(); i++) await sleep(100)
    expect(engine.output()).toContain('lost the engine lock')
    expect(retaken(), engine.output()).toBe(true)

    const db: Db = openDb(url, { poolSize: 2 })
    try {
      // Every acknowledged order is stored, each key once: nothing lost, nothing placed twice.
      const stored = await db
        .selectFrom('micro_orders')
        .innerJoin('users', 'users.id', 'micro_orders.user_id')
        .select('micro_orders.id')
        .where('users.username', 'like', 'restart%')
        .execute()
      const oids = [...acknowledged.values()].sort((a, b) => a - b)
      expect(stored.map((r) => r.id).sort((a, b) => a - b)).toEqual(oids)
      expect(new Set(oids).size).toBe(acknowledged.size)
    } finally {
      await db.destroy()
    }
    const out: string[] = []
    expect(await runLedgerCheck(url, (line) => out.push(line)), out.join('\n')).toBe(0)

    // Every process is still up: each stops cleanly on SIGTERM (one that had crashed would report its exit).
    for (const { process } of api) expect(await process.stop('SIGTERM')).toBe(0)
    expect(await engine.stop('SIGTERM')).toBe(0)
  }, 240_000)
})
