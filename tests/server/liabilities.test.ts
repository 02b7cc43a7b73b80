// The proof of liabilities through the API (README: Proof of liabilities), on SQLite and PostgreSQL: a user's own
// proof from /api/liability_proof verifies against the public signed roots with the key at the well-known path;
// no parameter reaches another user's leaves; bad input is refused with nothing changed; the stated holdings are
// signed into the next snapshot; and a snapshot of 10,000 users verifies for every one of them.
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Asset } from '../../contract/api'
import {
  checkInclusion,
  checkSnapshot,
  depthOf,
  type InclusionProof,
  type LiabilityProofAnswer,
  type LiabilitySnapshot,
  type PathStep,
} from '../../contract/verify/liabilities'
import { DAY_MS, importPublicKey, type PricesKey, type VerifyKey } from '../../contract/verify/prices'
import { issueToken } from '../../server/features/accounts/tokens'
import { post } from '../../server/ledger/ledger'
import { writeTx } from '../../server/ledger/tx'
import { loadPriceKey } from '../../server/verifiable/keys'
import { buildLiabilitySnapshot, pruneLiabilityProofs } from '../../server/verifiable/liabilities'
import { startLiabilities } from '../../server/verifiable/liabilities-job'
import { ADMIN_TOKEN, admin, auditRows } from '../support/server/console'
import { createHarness, type Harness, postgresUrl } from '../support/server/harness'
import { listen } from '../support/server/listen'
import { call, dataOf } from '../support/server/request'
import { createSignedInUser, depsOf, fund } from '../support/server/wallet'

let h: Harness
beforeEach(async () => {
  h = await createHarness({ TERN_ADMIN_TOKEN: ADMIN_TOKEN })
})
afterEach(() => h.close())

const nodeSha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest()

async function build(): Promise<number> {
  const id = await buildLiabilitySnapshot(h.db, await loadPriceKey(h.db, h.clock()), h.clock())
  if (id === null) throw new Error('no snapshot built')
  return id
}

async function publishedKey(): Promise<VerifyKey> {
  const res = await h.app.request('/.well-known/tern-prices.json')
  return importPublicKey(((await res.json()) as PricesKey).publicKey)
}

const latest = async () => dataOf(await call<LiabilitySnapshot>(h.app, '/main/liabilities'))
const proofOf = async (token: string, query = '') =>
  dataOf(await call<LiabilityProofAnswer>(h.app, `/api/liability_proof${query}`, { token }))

/** Every user's balance per asset as the ledger stores it (available + frozen), minor units. */
async function ledgerTotals(): Promise<Record<Asset, bigint>> {
  const rows = await h.db
    .selectFrom('balances')
    .select(['asset', 'amount'])
    .where('account_kind', '=', 'user')
    .execute()
  const totals: Record<Asset, bigint> = { USDT: 0n, BTC: 0n, ETH: 0n }
  for (const r of rows) totals[r.asset] += BigInt(r.amount)
  return totals
}

describe('the calls', () => {
  let alice: { id: number; token: string }
  let bob: { id: number; token: string }

  beforeEach(async () => {
    alice = await createSignedInUser(h)
    bob = await createSignedInUser(h)
    await fund(h, alice.id, 'USDT', 120_000_000n)
    // 20 USDT of Alice's held (an order's or a staking's funds): still owed to her.
    await writeTx(h.db, (trx) =>
      post(trx, {
        reason: 'test_freeze',
        ref: `test:${alice.id}`,
        at: h.clock(),
        entries: [
          { kind: 'user', account: alice.id, asset: 'USDT', amount: -20_000_000n },
          { kind: 'user', account: alice.id, asset: 'USDT', amount: 20_000_000n, bucket: 'frozen' },
        ],
      }),
    )
    await fund(h, bob.id, 'USDT', 50_000_000n)
    await fund(h, bob.id, 'BTC', 10_000_000n)
  })

  it("verifies the caller's own proof against the public signed roots, frozen funds included", async () => {
    expect((await call(h.app, '/main/liabilities')).envelope).toMatchObject({ status: 0, code: 'not_found' })
    const id = await build()
    const res = await call<LiabilitySnapshot>(h.app, `/main/liabilities/${id}`)
    expect(res.headers.get('Cache-Control')).toContain('immutable')
    const snapshot = dataOf(res)
    expect(await latest()).toEqual(snapshot)
    expect(snapshot).toMatchObject({ id, at: h.clock().getTime() })
    const totals = await ledgerTotals()
    expect(snapshot.roots.map((r) => [r.asset, r.total, r.held])).toEqual([
      ['USDT', (Number(totals.USDT) / 1e6).toFixed(6), null],
      ['BTC', (Number(totals.BTC) / 1e8).toFixed(8), null],
      ['ETH', (Number(totals.ETH) / 1e8).toFixed(8), null],
    ])
    const mine = await proofOf(alice.token)
    expect(mine).toMatchObject({ snapshot: id, user_id: alice.id })
    expect(mine.proofs.map((p) => [p.asset, p.balance])).toEqual([['USDT', '120.000000']])
    const key = await publishedKey()
    const verdicts = await checkSnapshot(key, snapshot, alice.id, mine.proofs)
    expect(verdicts.map((v) => (v.ok ? [v.asset, v.balance] : [v.asset, v.problems]))).toEqual([
      ['USDT', '120.000000'],
      ['BTC', ['missing']],
      ['ETH', ['missing']],
    ])
    const bobs = await proofOf(bob.token, `?snapshot=${id}`)
    const bobVerdicts = await checkSnapshot(key, snapshot, bob.id, bobs.proofs)
    expect(bobVerdicts.map((v) => (v.ok ? v.balance : v.problems))).toEqual(['50.000000', '0.10000000', ['missing']])
  })

  it("reaches no other user's leaves, whatever the parameters say", async () => {
    const id = await build()
    const snapshot = await latest()
    for (const query of [`?user_id=${bob.id}`, `?uid=${bob.id}&snapshot=${id}`, `?id=${bob.id}&asset=BTC`]) {
      const answer = await proofOf(alice.token, query)
      expect(answer.user_id).toBe(alice.id)
      expect(answer.proofs.map((p) => p.balance)).toEqual(['120.000000'])
    }
    // Alice's leaf is bound to her id: passed off as Bob's it does not lead to the root.
    const [usdt] = snapshot.roots
    const alices = (await proofOf(alice.token)).proofs[0] as InclusionProof
    const stolen = await checkInclusion(await publishedKey(), snapshot, usdt as never, bob.id, alices)
    expect(stolen).toMatchObject({ ok: false, problems: ['root'] })
    // Signed out: HTTP 204, as every /api call.
    expect((await call(h.app, '/api/liability_proof')).status).toBe(204)
  })

  it('refuses bad input with status 0, a message and a code', async () => {
    expect((await call(h.app, '/api/liability_proof', { token: alice.token })).envelope).toMatchObject({
      status: 0,
      code: 'not_found',
    })
    await build()
    for (const path of [
      '/api/liability_proof?snapshot=abc',
      '/api/liability_proof?snapshot=0',
      '/main/liabilities/1x',
    ]) {
      const { status, envelope } = await call(h.app, path, { token: alice.token, lang: 'th' })
      expect(status).toBe(200)
      expect(envelope).toMatchObject({ status: 0, code: 'validation', data: null })
      expect(envelope?.msg).toMatch(/\S/)
    }
    for (const path of ['/api/liability_proof?snapshot=999', '/main/liabilities/999'])
      expect((await call(h.app, path, { token: alice.token })).envelope).toMatchObject({ status: 0, code: 'not_found' })
  })

  it('signs the stated holdings into the next snapshot; one snapshot a UTC day', async () => {
    const first = await build()
    expect(await buildLiabilitySnapshot(h.db, await loadPriceKey(h.db, h.clock()), h.clock())).toBeNull()
    const bad = await admin(h, '/admin/liabilities/held', { asset: 'USDT', amount: '1.0000001', reason: 'x' })
    expect(bad.envelope).toMatchObject({ status: 0, code: 'validation' })
    expect(
      (await admin(h, '/admin/liabilities/held', { asset: 'XRP', amount: '1', reason: 'x' })).envelope?.status,
    ).toBe(0)
    expect(dataOf(await admin<Record<Asset, string>>(h, '/admin/liabilities'))).toEqual({ USDT: '', BTC: '', ETH: '' })
    const set = await admin(h, '/admin/liabilities/held', { asset: 'USDT', amount: '250', reason: 'reserve audit' })
    expect(dataOf(set)).toEqual({ USDT: '250.000000', BTC: '', ETH: '' })
    expect(await auditRows(h, 'settings:liabilities_held_USDT')).toMatchObject([
      { action: 'liabilities.held', before: '{"USDT":""}', after: '{"USDT":"250.000000"}', reason: 'reserve audit' },
    ])
    // With a user token instead of an operator's: refused.
    expect((await admin(h, '/admin/liabilities', undefined, alice.token)).envelope?.status).toBe(0)
    h.clock.advance(DAY_MS)
    const second = await build()
    expect(second).not.toBe(first)
    const snapshot = await latest()
    expect(snapshot.roots[0]).toMatchObject({ asset: 'USDT', held: '250.000000' })
    const verdicts = await checkSnapshot(await publishedKey(), snapshot, alice.id, (await proofOf(alice.token)).proofs)
    expect(verdicts[0]).toMatchObject({ ok: true, held: '250.000000', balance: '120.000000' })
    // The first snapshot is still served as it was signed.
    expect(dataOf(await call<LiabilitySnapshot>(h.app, `/main/liabilities/${first}`)).roots[0]?.held).toBeNull()
    // Past TERN_LIABILITY_PROOF_DAYS its proofs are pruned; its signed roots stay.
    expect((await proofOf(alice.token, `?snapshot=${first}`)).proofs).toHaveLength(1)
    await pruneLiabilityProofs(h.db, h.clock().getTime() + 1, 1)
    expect((await proofOf(alice.token, `?snapshot=${first}`)).proofs).toEqual([])
    expect((await proofOf(alice.token, `?snapshot=${second}`)).proofs).toHaveLength(1)
    expect(dataOf(await call<LiabilitySnapshot>(h.app, `/main/liabilities/${first}`)).roots).toHaveLength(3)
  })

  // The command does not depend on the database: run once, on SQLite.
  it.skipIf(postgresUrl !== undefined)('npm run verify checks a saved proof against the server', async () => {
    await build()
    const saved = await call<LiabilityProofAnswer>(h.app, '/api/liability_proof', { token: bob.token })
    const dir = mkdtempSync(join(tmpdir(), 'tern-liabilities-'))
    const server = await listen(h.app)
    try {
      const file = join(dir, 'proof.json')
      writeFileSync(file, JSON.stringify({ server: server.url, ...saved.envelope }))
      const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/verify.ts', file])
      expect(stdout).toContain(`user ${bob.id}\nUSDT: included, balance 50.000000 of the total `)
      expect(stdout).toContain(
        'BTC: included, balance 0.10000000 of the total 0.10000000, held -\nETH: no leaf for this user',
      )
    } finally {
      await server.close()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it("the engine's job builds the day's snapshot at its start, once", async () => {
    const job = startLiabilities(depsOf(h))
    await job.stop()
    const snapshot = await latest()
    expect(snapshot.at).toBe(h.clock().getTime())
    const again = startLiabilities(depsOf(h))
    await again.stop()
    expect((await latest()).id).toBe(snapshot.id)
  })
})

const MANY = 10_000

it(`builds a snapshot of ${MANY.toLocaleString('en')} users and every user's inclusion verifies`, async () => {
  // Users and balances in bulk (not the ledger's path: the snapshot reads the stored balances).
  const at = h.clock().toISOString()
  const blank = { password_hash: 'x', realname: '', idcard_num: '', country: '', address: '' }
  const ids: number[] = []
  for (let i = 0; i < MANY; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, MANY - i) }, (_, k) => ({
      ...blank,
      username: `bulk${i + k}@example.com`,
      ...{ basic_verify_status: 0 as const, rzstatus: 0 as const, score: 100, demo: 0, created_at: at },
    }))
    const inserted = await h.db.insertInto('users').values(rows).returning('id').execute()
    ids.push(...inserted.map((r) => Number(r.id)))
  }
  const amount = (id: number) => BigInt(1 + (id % 997) * 1_000_003)
  for (let i = 0; i < ids.length; i += 2000) {
    const rows = ids.slice(i, i + 2000).flatMap((id) => [
      {
        account_kind: 'user' as const,
        account_id: String(id),
        asset: 'USDT' as const,
        bucket: 'available' as const,
        amount: Number(amount(id)),
      },
      {
        account_kind: 'user' as const,
        account_id: String(id),
        asset: 'USDT' as const,
        bucket: 'frozen' as const,
        amount: id % 3,
      },
    ])
    await h.db.insertInto('balances').values(rows).execute()
  }
  const id = await build()
  const snapshot = await latest()
  const key = await publishedKey()
  const root = snapshot.roots.find((r) => r.asset === 'USDT')
  if (!root) throw new Error('no USDT root')
  expect(root.users).toBeGreaterThanOrEqual(MANY)
  expect(BigInt(root.total.replace('.', ''))).toBe((await ledgerTotals()).USDT)
  // Every user's proof, read from the stored leaves and nodes as the proof call does (in bulk here), checked.
  const leaves = await h.db
    .selectFrom('liability_leaves')
    .selectAll()
    .where('snapshot_id', '=', id)
    .where('asset', '=', 'USDT')
    .execute()
  const nodes = await h.db
    .selectFrom('liability_nodes')
    .selectAll()
    .where('snapshot_id', '=', id)
    .where('asset', '=', 'USDT')
    .execute()
  // Each level's steps as the wire carries them: [hash hex, sum], by position.
  const format = (units: bigint) => (Number(units) / 1e6).toFixed(6)
  const levels: PathStep[][] = [[]]
  for (const l of leaves) (levels[0] as PathStep[])[Number(l.idx)] = [l.hash, format(BigInt(l.balance))]
  for (const n of nodes) {
    levels[Number(n.level)] ??= []
    ;(levels[Number(n.level)] as PathStep[])[Number(n.idx)] = [n.hash, format(BigInt(n.sum))]
  }
  const empty: PathStep = ['0'.repeat(64), '0.000000']
  const byUser = new Map(leaves.map((l) => [Number(l.user_id), l]))
  let verified = 0
  const proofs = new Map<number, InclusionProof>()
  for (const user of ids) {
    const leaf = byUser.get(user)
    if (!leaf) throw new Error(`user ${user} left out`)
    const expected = amount(user) + BigInt(user % 3)
    const index = Number(leaf.idx)
    const proof: InclusionProof = {
      asset: 'USDT',
      index,
      nonce: leaf.nonce,
      balance: format(BigInt(leaf.balance)),
      path: Array.from({ length: depthOf(root.users) }, (_, l) => levels[l]?.[(index >> l) ^ 1] ?? empty),
    }
    const verdict = await checkInclusion(key, snapshot, root, user, proof, { expected: format(expected), sha: nodeSha })
    if (!verdict.ok) throw new Error(`user ${user}: ${verdict.problems.join(', ')}`)
    proofs.set(user, proof)
    verified++
  }
  expect(verified).toBe(MANY)
  // The call answers the same paths.
  for (const user of [ids[0], ids[MANY - 1]] as number[]) {
    const { token } = await issueToken(h.db, user, h.clock(), 30, { address: 'local', userAgent: '' })
    expect((await proofOf(token)).proofs).toEqual([proofs.get(user)])
  }
}, 60_000)
