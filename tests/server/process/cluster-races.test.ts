// Races through HTTP on PostgreSQL with one engine and two API processes, where write transactions lock only
// the users they name (ledger/tx.ts): 64 clients spend one balance over and over through both processes and
// exactly floor(balance / cost) orders are accepted; concurrent full and partial closes of one position close
// it once and exactly; concurrent cancels of one pending order return its hold once. No 5xx; the ledger holds.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LoginResult } from '../../../contract/api'
import { microFee } from '../../../contract/rules/micro'
import { freePort } from '../../../scripts/lib/server'
import { checkLedger } from '../../../server/ledger/check'
import { balancesOf } from '../../../server/ledger/ledger'
import { propertySize } from '../../support/property'
import { createHarness, type Harness, postgresUrl } from '../../support/server/harness'
import { processesOn } from '../../support/server/processes'

const BTC = 12
/** A term no order of this test reaches: nothing settles while it runs. */
const TERM = 3600
/** Spends of one balance: the full size in `npm run test:deep`. */
const SPENDS = propertySize === 'deep' ? 1000 : 192
const CLIENTS = 64
/**
 * The clients all come from 127.0.0.1: no cap on one address's open connections (64 by default), which a slow
 * machine's lingering keep-alive sockets could reach, closing a request's socket unanswered.
 */
const OPEN_CONNECTIONS = { TERN_MAX_CONNECTIONS_PER_ADDRESS: '0' }
const USDT = 1_000_000n
let h: Harness
let processes: ReturnType<typeof processesOn>
const api: string[] = []
const statuses: number[] = []

beforeAll(async () => {
  if (!postgresUrl) return
  h = await createHarness()
  await h.db.insertInto('micro_durations').values({ seconds: TERM, rate: '80', min: '10' }).execute()
  processes = processesOn(h)
  const engine = processes.start({ TERN_ROLE: 'engine' })
  await engine.waitFor('Tern engine: running')
  const ports = [await freePort(), await freePort()]
  const started = ports.map((port) => processes.start({ TERN_ROLE: 'api', PORT: String(port), ...OPEN_CONNECTIONS }))
  await Promise.all(started.map((p, i) => p.waitFor(`Tern is running at http://127.0.0.1:${ports[i]}`)))
  api.push(...ports.map((port) => `http://127.0.0.1:${port}`))
}, 120_000)

afterAll(async () => {
  if (!postgresUrl) return
  await processes.stopAll()
  await h.close()
})

async function post<T>(n: number, path: string, body: unknown, token?: string) {
  const res = await fetch(`${api[n % api.length]}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { UserToken: token } : {}) },
    body: JSON.stringify(body),
  })
  statuses.push(res.status)
  return (await res.json()) as { status: number; code?: string; data: T }
}

/** A new account (demo funds) that accepted both risk disclosures. */
async function trader(name: string): Promise<{ token: string; id: number }> {
  const answer = await post<LoginResult>(0, '/main/register', { name, pwd: 'secret-pw' })
  if (answer.status !== 1) throw new Error(`register: ${JSON.stringify(answer)}`)
  const token = answer.data.token
  for (const kind of ['micro', 'contract']) await post(1, '/api/risk_accept', { kind }, token)
  const row = await h.db.selectFrom('users').select('id').where('username', '=', name).executeTakeFirstOrThrow()
  return { token, id: row.id }
}

/** Runs `count` calls from CLIENTS clients at once, alternating the API processes; answers in call order. */
async function burst<T>(count: number, send: (n: number) => Promise<T>): Promise<T[]> {
  const results: T[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(CLIENTS, count) }, async () => {
      for (let n = next++; n < count; n = next++) results[n] = await send(n)
    }),
  )
  return results
}

const contractOrder = { pid: BTC, type: 0, hand: '1', level: 100, stop_win: '', stop_loss: '' }

// In order, even in a shuffled run: the last test checks every answer the races before it got.
describe.skipIf(!postgresUrl)('races on a cluster of two API processes', { shuffle: false }, () => {
  it(`${CLIENTS} clients spending one balance ${SPENDS} times: exactly floor(balance / cost) succeed`, async () => {
    const user = await trader('spender@example.com')
    const product = await h.db
      .selectFrom('products')
      .select('micro_fee')
      .where('id', '=', BTC)
      .executeTakeFirstOrThrow()
    // A stake that lets about a third of the spends through.
    const balance = (await balancesOf(h.db, user.id)).USDT.available
    const stake = ((balance * 3n) / BigInt(SPENDS) / USDT + 1n) * USDT
    const cost = stake + microFee(stake, product.micro_fee)
    const answers = await burst(SPENDS, (n) =>
      post(n, '/api/micro_order', { pid: BTC, t: TERM, amount: String(stake / USDT), type: n % 2 }, user.token),
    )
    const accepted = answers.filter((a) => a.status === 1).length
    expect(accepted).toBe(Number(balance / cost))
    expect(answers.filter((a) => a.status === 0).every((a) => a.code === 'insufficient_balance')).toBe(true)
    const after = await balancesOf(h.db, user.id)
    expect(after.USDT.available).toBe(balance - BigInt(accepted) * cost)
    expect(after.USDT.frozen).toBe(BigInt(accepted) * stake)
  }, 120_000)

  it('concurrent full and partial closes of one position close it once, exactly', async () => {
    const user = await trader('closer@example.com')
    const before = await balancesOf(h.db, user.id)
    const opened = await post<{ oid: number }>(
      0,
      '/api/contract_order',
      { ...contractOrder, price_type: 0, price: '' },
      user.token,
    )
    expect(opened.status).toBe(1)
    const oid = opened.data.oid
    const position = await h.db
      .selectFrom('contract_orders')
      .select('margin')
      .where('id', '=', oid)
      .executeTakeFirstOrThrow()
    const answers = await burst(32, (n) =>
      post(n, '/api/contract_sell', n % 2 ? { oid } : { oid, share: 25 }, user.token),
    )
    const fullCloses = answers.filter((a, n) => n % 2 === 1 && a.status === 1)
    expect(fullCloses).toHaveLength(1)
    const pieces = await h.db
      .selectFrom('contract_orders')
      .select(['id', 'status', 'margin', 'parent_id'])
      .where((eb) => eb.or([eb('id', '=', oid), eb('parent_id', '=', oid)]))
      .execute()
    expect(pieces.every((p) => p.status === 2)).toBe(true)
    expect(pieces.reduce((sum, p) => sum + BigInt(p.margin), 0n)).toBe(BigInt(position.margin))
    expect(pieces).toHaveLength(1 + answers.filter((a, n) => n % 2 === 0 && a.status === 1).length)
    const after = await balancesOf(h.db, user.id)
    expect(after.USDT.frozen).toBe(before.USDT.frozen)
  }, 120_000)

  it('concurrent cancels of one pending order return its hold once', async () => {
    const user = await trader('canceller@example.com')
    const before = await balancesOf(h.db, user.id)
    const placed = await post<{ oid: number }>(
      1,
      '/api/contract_order',
      { ...contractOrder, price_type: 1, price: '1000' },
      user.token,
    )
    expect(placed.status).toBe(1)
    const answers = await burst(32, (n) => post(n, '/api/contract_cancel', { oid: placed.data.oid }, user.token))
    expect(answers.filter((a) => a.status === 1)).toHaveLength(1)
    expect(await balancesOf(h.db, user.id)).toEqual(before)
  }, 120_000)

  it('answered no request with a 5xx, and the ledger holds', async () => {
    expect(statuses.length).toBeGreaterThan(SPENDS)
    expect(statuses.filter((s) => s >= 500)).toEqual([])
    expect(await checkLedger(h.db)).toEqual([])
  })
})
