// The scale-out guarantees with real processes on PostgreSQL: one engine (and a standby), two API processes.
// Both API processes serve the same prices, orders placed on either settle exactly once by the engine, and a
// kill -9 of the engine under load loses no acknowledged write: the standby takes over and the ledger holds.
// It also covers the roles on PostgreSQL (roles.test.ts runs them on SQLite): the engine seeds the demo history
// once, the standby's prices reach the API processes after the takeover, and SIGTERM ends every process cleanly.
// A session ended through one API process is refused by the other at once (its in-memory session cache).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LoginResult } from '../../../contract/api'
import type { Product } from '../../../contract/market'
import type { MicroOrderPlaced } from '../../../contract/trading'
import { freePort } from '../../../scripts/lib/server'
import { runLedgerCheck } from '../../../server/cli/ledger-check'
import { createHarness, type Harness, postgresUrl } from '../../support/server/harness'
import { processesOn, type ServerProcess } from '../../support/server/processes'

const BTC = 12
const TERM = 10
let h: Harness
let apiProcesses: ServerProcess[] = []
let processes: ReturnType<typeof processesOn>
let engine: ServerProcess
let standby: ServerProcess
const api: string[] = []

beforeAll(async () => {
  if (!postgresUrl) return
  h = await createHarness()
  // A 10-second term (the operator can add one), so that the orders settle 10 s after the kill, not 30.
  await h.db.insertInto('micro_durations').values({ seconds: TERM, rate: '80', min: '10' }).execute()
  processes = processesOn(h)
  engine = processes.start({ TERN_ROLE: 'engine' })
  await engine.waitFor('Tern engine: running')
  standby = processes.start({ TERN_ROLE: 'engine' })
  const ports = [await freePort(), await freePort()]
  apiProcesses = ports.map((port) => processes.start({ TERN_ROLE: 'api', PORT: String(port) }))
  await Promise.all(apiProcesses.map((p, i) => p.waitFor(`Tern is running at http://127.0.0.1:${ports[i]}`)))
  api.push(...ports.map((port) => `http://127.0.0.1:${port}`))
  await standby.waitFor('Tern engine: standby, waiting for the engine lock')
}, 120_000)

afterAll(async () => {
  if (!postgresUrl) return
  await processes.stopAll()
  await h.close()
})

async function post<T>(base: string, path: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { UserToken: token } : {}) },
    body: JSON.stringify(body),
  })
  return (await res.json()) as { status: number; code?: string; data: T }
}

/** A new account that has accepted the timed-order risk disclosure. */
async function register(base: string, name: string): Promise<string> {
  const answer = await post<LoginResult>(base, '/main/register', { name, pwd: 'secret-pw' })
  if (answer.status !== 1) throw new Error(`register: ${JSON.stringify(answer)}`)
  const accepted = await post(base, '/api/risk_accept', { kind: 'micro' }, answer.data.token)
  if (accepted.status !== 1) throw new Error(`risk_accept: ${JSON.stringify(accepted)}`)
  return answer.data.token
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.skipIf(!postgresUrl)('a cluster: one engine, a standby, two API processes', () => {
  it('serves the same data from both APIs, keeps every acknowledged order through a kill -9 of the engine (each settled once), then stops cleanly', async () => {
    // Both API processes serve the same market data with the same ETag.
    let same = false
    for (let i = 0; i < 20 && !same; i++) {
      const [a, b] = await Promise.all(api.map((base) => fetch(`${base}/main/products`)))
      const [ta, tb] = await Promise.all([a?.text(), b?.text()])
      same = a?.headers.get('etag') === b?.headers.get('etag') && ta === tb
      if (!same) await sleep(100)
    }
    expect(same).toBe(true)
    const [first = '', second = ''] = api

    // A sign-out on one API process is refused at once by the other, which knew the session from memory
    // (a trigger's NOTIFY reaches every process's LISTEN, migration 036).
    const leaving = await register(first, 'signout@example.com')
    const userinfo = (base: string) =>
      fetch(`${base}/api/userinfo`, { headers: { UserToken: leaving } }).then((r) => r.status)
    for (let i = 0; i < 3; i++) expect([await userinfo(first), await userinfo(second)]).toEqual([200, 200])
    expect((await post(first, '/api/logout', {}, leaving)).status).toBe(1)
    expect([await userinfo(second), await userinfo(first)]).toEqual([204, 204])
    const users = await Promise.all([0, 1, 2, 3].map((i) => register(i % 2 ? second : first, `load${i}@example.com`)))
    const acknowledged: { oid: number; user: number }[] = []
    let loading = true
    const load = users.map(async (token, u) => {
      for (let n = 0; loading; n++) {
        const placed = await post<MicroOrderPlaced>(
          n % 2 ? second : first,
          '/api/micro_order',
          {
            pid: BTC,
            t: TERM,
            amount: '10',
            type: n % 2,
          },
          token,
        )
        if (placed.status === 1) acknowledged.push({ oid: placed.data.oid, user: u })
        await sleep(50)
      }
    })
    await sleep(2000)
    await engine.stop('SIGKILL')
    await standby.waitFor('Tern engine: running', 30_000)
    await sleep(2000)
    loading = false
    await Promise.all(load)
    expect(acknowledged.length).toBeGreaterThan(40)

    // Every acknowledged order is on record, and each settles exactly once (10 s terms, then the next tick).
    const oids = acknowledged.map((a) => a.oid)
    const stored = await h.db.selectFrom('micro_orders').select(['id', 'status']).where('id', 'in', oids).execute()
    expect(stored.map((r) => r.id).sort((x, y) => x - y)).toEqual([...oids].sort((x, y) => x - y))
    const deadline = Date.now() + 60_000
    let running = oids.length
    while (running > 0 && Date.now() < deadline) {
      await sleep(1000)
      const rows = await h.db
        .selectFrom('micro_orders')
        .select('id')
        .where('id', 'in', oids)
        .where('status', '=', 0)
        .execute()
      running = rows.length
    }
    expect(running).toBe(0)
    const settlements = await h.db
      .selectFrom('postings')
      .select(['ref', 'tx_id'])
      .where('reason', '=', 'micro_settle')
      .where(
        'ref',
        'in',
        oids.map((oid) => `micro_order:${oid}`),
      )
      .groupBy(['ref', 'tx_id'])
      .execute()
    expect(settlements).toHaveLength(oids.length)
    const out: string[] = []
    expect(await runLedgerCheck(h.config.database, (line) => out.push(line))).toBe(0)

    // The rest follows the kill in this one test (a shuffled run keeps it in order): the demo history was seeded
    // once, by the first engine; the new engine moves the prices both APIs serve; SIGTERM ends every process cleanly.
    expect(engine.output()).toContain('role engine')
    expect(engine.output()).toMatch(/Demo account: history seeded in \d+ ms/)
    expect(standby.output()).not.toContain('history seeded')
    const demo = await h.db.selectFrom('demo_history').select('finished_at').executeTakeFirstOrThrow()
    expect(demo.finished_at).not.toBeNull()
    const prices = async (base: string) => {
      const body = (await (await fetch(`${base}/main/products`)).json()) as { data: Product[] }
      return body.data.map((p) => p.price)
    }
    for (const base of api) {
      const before = await prices(base)
      let moved = false
      for (let i = 0; i < 40 && !moved; i++) {
        await sleep(100)
        moved = JSON.stringify(await prices(base)) !== JSON.stringify(before)
      }
      expect(moved, base).toBe(true)
    }
    for (const p of apiProcesses) expect(await p.stop('SIGTERM')).toBe(0)
    expect(await standby.stop('SIGTERM')).toBe(0)
  }, 240_000)
})
