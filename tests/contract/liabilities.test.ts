// The proof of liabilities' tree and check (contract/verify/liabilities.ts): every user of an honest snapshot is
// included; a user left out, an under-stated balance, a changed sibling, a lowered total and a bad signature are
// each detected and named.
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  amountOf,
  buildLevels,
  checkInclusion,
  checkSnapshot,
  depthOf,
  EMPTY_NODE,
  type InclusionProof,
  type LiabilityRoot,
  type LiabilitySnapshot,
  leafHash,
  pathOf,
  rootMessage,
  type SumNode,
} from '../../contract/verify/liabilities'
import { importPublicKey, toHex, type VerifyKey } from '../../contract/verify/prices'

const { privateKey, publicKey } = generateKeyPairSync('ed25519')
let key: VerifyKey
const SNAP = { id: 7, at: Date.UTC(2026, 0, 5) }
const nodeSha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest()

beforeAll(async () => {
  const x = publicKey.export({ format: 'jwk' }).x ?? ''
  key = await importPublicKey(Buffer.from(x, 'base64url').toString('base64'))
})

interface Built {
  root: LiabilityRoot
  proofs: Map<number, InclusionProof>
}

/** A USDT tree over [user, balance] as the engine builds it, its root signed (total: the tree's unless given). */
async function build(balances: [number, bigint][], options: { total?: bigint; held?: bigint } = {}): Promise<Built> {
  const nonces = balances.map(() => randomBytes(32))
  const leaves: SumNode[] = []
  for (const [i, [user, balance]] of balances.entries())
    leaves.push({ hash: await leafHash('USDT', user, nonces[i] as Uint8Array, balance), sum: balance })
  const levels = await buildLevels(leaves)
  const top = (levels[levels.length - 1] as SumNode[])[0] as SumNode
  const total = options.total ?? top.sum
  const signed = {
    asset: 'USDT' as const,
    users: balances.length,
    total,
    root: toHex(top.hash),
    held: options.held ?? null,
  }
  const sig = sign(null, rootMessage(SNAP, signed), privateKey).toString('base64')
  const root: LiabilityRoot = {
    ...signed,
    total: amountOf(total, 'USDT'),
    held: signed.held === null ? null : amountOf(signed.held, 'USDT'),
    sig,
  }
  const proofs = new Map<number, InclusionProof>()
  for (const [index, [user, balance]] of balances.entries()) {
    const path = pathOf(index, balances.length, (l, i) => levels[l]?.[i])
    proofs.set(user, {
      asset: 'USDT',
      index,
      nonce: toHex(nonces[index] as Uint8Array),
      balance: amountOf(balance, 'USDT'),
      path: path.map((n) => [toHex(n.hash), amountOf(n.sum, 'USDT')]),
    })
  }
  return { root, proofs }
}

const USERS: [number, bigint][] = [
  [1, 5_000_000n],
  [2, 5_000_000n],
  [3, 120_500_000n],
  [4, 1n],
  [5, 999_000_000_000n],
  [6, 5_000_000n],
  [7, 42n],
]

const check = (b: Built, user: number, proof = b.proofs.get(user) ?? null, expected?: string) =>
  checkInclusion(key, SNAP, b.root, user, proof, expected === undefined ? {} : { expected })

describe('an honest snapshot', () => {
  it('includes every user with their balance, the total and the stated holdings', async () => {
    const b = await build(USERS, { held: 2_000_000_000_000n })
    expect(b.root.total).toBe('999135.500043')
    for (const [user, balance] of USERS) {
      expect(await check(b, user, undefined, amountOf(balance, 'USDT'))).toEqual({
        ok: true,
        asset: 'USDT',
        at: SNAP.at,
        balance: amountOf(balance, 'USDT'),
        total: '999135.500043',
        held: '2000000.000000',
        users: 7,
      })
    }
  })

  it('gives equal balances different leaves, and odd levels the empty node', async () => {
    const b = await build(USERS)
    const [one, two] = [b.proofs.get(1), b.proofs.get(2)]
    expect(one?.balance).toBe(two?.balance)
    // Users 1 and 2 are siblings: each one's first step is the other's leaf, and they differ.
    expect(one?.path[0]?.[0]).not.toBe(two?.path[0]?.[0])
    expect(b.proofs.get(7)?.path[0]).toEqual([toHex(EMPTY_NODE.hash), '0.000000'])
    expect(depthOf(7)).toBe(3)
    expect(depthOf(1)).toBe(0)
  })

  it('checks a one-user tree and a whole snapshot with node or Web Crypto hashing alike', async () => {
    const single = await build([[9, 3n]])
    expect((await check(single, 9)).ok).toBe(true)
    const b = await build(USERS)
    const snapshot: LiabilitySnapshot = { ...SNAP, roots: [b.root] }
    const proof = b.proofs.get(3) as InclusionProof
    const verdicts = await checkSnapshot(key, snapshot, 3, [proof], { sha: nodeSha })
    expect(verdicts.map((v) => v.ok)).toEqual([true])
  })
})

describe('tampering is detected and named', () => {
  it('a user left out: no leaf is `missing`, another leaf passed off as theirs is `root`', async () => {
    const b = await build(USERS.filter(([user]) => user !== 3))
    expect(await check(b, 3, null)).toEqual({ ok: false, asset: 'USDT', at: SNAP.at, problems: ['missing'] })
    // The server hands user 3 the path of user 4 with user 3's nonce and balance.
    const borrowed = { ...(b.proofs.get(4) as InclusionProof), balance: '120.500000' }
    expect(await check(b, 3, borrowed)).toMatchObject({ ok: false, problems: ['root', 'total'] })
    // Or user 4's very leaf: bound to user 4's id, it does not give the root for user 3.
    expect(await check(b, 3, b.proofs.get(4) as InclusionProof)).toMatchObject({ problems: ['root'] })
  })

  it('an under-stated balance: `balance` against what the user expects, `root` when the true one is claimed', async () => {
    const lowered = USERS.map(([user, balance]): [number, bigint] => [user, user === 5 ? balance - 1n : balance])
    const b = await build(lowered)
    expect(await check(b, 5, undefined, '999000.000000')).toMatchObject({ ok: false, problems: ['balance'] })
    const claimed = { ...(b.proofs.get(5) as InclusionProof), balance: '999000.000000' }
    expect(await check(b, 5, claimed)).toMatchObject({ ok: false, problems: ['root', 'total'] })
  })

  it('a changed sibling hash is `root`; a sibling sum shown smaller is `root` and `total`', async () => {
    const b = await build(USERS)
    const proof = b.proofs.get(1) as InclusionProof
    const hash = proof.path[1]?.[0] ?? ''
    const changed = {
      ...proof,
      path: proof.path.map((s, i) => (i === 1 ? ([`${hash.slice(0, -1)}0`, s[1]] as [string, string]) : s)),
    }
    if (hash.endsWith('0')) changed.path[1] = [`${hash.slice(0, -1)}1`, proof.path[1]?.[1] ?? '']
    expect(await check(b, 1, changed)).toMatchObject({ ok: false, problems: ['root'] })
    const smaller = {
      ...proof,
      path: proof.path.map((s, i) => (i === 2 ? ([s[0], '0.000001'] as [string, string]) : s)),
    }
    expect(await check(b, 1, smaller)).toMatchObject({ ok: false, problems: ['root', 'total'] })
  })

  it('a total signed lower than the tree gives is `total`', async () => {
    const b = await build(USERS, { total: 1n })
    expect(await check(b, 2)).toMatchObject({ ok: false, problems: ['total'] })
  })

  it('a bad signature, or a total changed after signing, is `signature`', async () => {
    const b = await build(USERS)
    const sig = Buffer.from(b.root.sig, 'base64')
    sig[0] = (sig[0] ?? 0) ^ 1
    const forged = { ...b, root: { ...b.root, sig: sig.toString('base64') } }
    expect(await check(forged, 2)).toMatchObject({ ok: false, problems: ['signature'] })
    const edited = { ...b, root: { ...b.root, held: '5000000.000000' } }
    expect(await check(edited, 2)).toMatchObject({ ok: false, problems: ['signature'] })
  })

  it('a malformed proof is `path`: an index outside the tree, a path too short, a sum that is no amount', async () => {
    const b = await build(USERS)
    const proof = b.proofs.get(6) as InclusionProof
    expect(await check(b, 6, { ...proof, index: 7 })).toMatchObject({ problems: ['path'] })
    expect(await check(b, 6, { ...proof, path: proof.path.slice(1) })).toMatchObject({ problems: ['path'] })
    const bad = { ...proof, path: proof.path.map((s, i) => (i === 0 ? ([s[0], '-1'] as [string, string]) : s)) }
    expect(await check(b, 6, bad)).toMatchObject({ problems: ['path'] })
  })
})
