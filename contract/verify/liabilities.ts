// The proof of liabilities (README: Proof of liabilities), written once for the engine that builds it, the server
// that serves it, the app's worker and the tests: the byte layout of a Merkle sum tree over users' balances, the
// signed root's text, and a user's inclusion check. Web Crypto only (browser, worker and Node alike); no I/O.
//
// Per snapshot and asset, one leaf per user holding some of the asset (available + frozen, which includes what is
// staked or in earn), in minor units:
//   leaf = SHA-256(0x00 | asset (8 bytes, ASCII, zero-padded) | user id (u64) | nonce (32 bytes) | balance (u64))
// The nonce is random per user and snapshot and shown only to that user: equal balances never share a leaf hash,
// and a leaf hash says nothing about a balance. An internal node carries both children's hashes and sums:
//   node = SHA-256(0x01 | left hash (32) | left sum (u64) | right hash (32) | right sum (u64)), sum = left + right
// (hashing both sums, not only their total, closes the known hole of sum trees where two users are each shown
// the other's sum as smaller than it is). A level of odd length is paired with the empty node (32 zero bytes, sum
// 0). All integers big-endian; a sum above 2^64 - 1 is refused. The root's hash, its sum (the total), the leaf
// count and the operator's stated holdings are signed (Ed25519, the price record's key): rootMessage().
import { type Asset, assetDecimals, assets } from '../api'
import { formatDecimal, parseDecimal } from '../rules/decimal'
import { fromBase64, type Sha256, type VerifyKey } from './prices'

export const LIABILITIES_FORMAT = 'tern-liabilities/1'
export const U64_MAX = 2n ** 64n - 1n

/** One asset's signed root in a snapshot (amounts as decimal strings of the asset). */
export interface LiabilityRoot {
  asset: Asset
  /** Leaves: users holding some of the asset at the snapshot. */
  users: number
  /** Sum of every leaf: what the house owes its users in this asset. */
  total: string
  /** Hex: the root node's hash. */
  root: string
  /** What the operator states it holds of the asset at the snapshot, or null when it states nothing. */
  held: string | null
  /** Base64: Ed25519 over rootMessage(). */
  sig: string
}

/** GET /main/liabilities[/{id}]: a snapshot's signed roots. */
export interface LiabilitySnapshot {
  id: number
  /** Epoch ms when the balances were read. */
  at: number
  roots: LiabilityRoot[]
}

/** One sibling on the way from a leaf to the root: its hash (hex) and sum (a decimal string of the asset). */
export type PathStep = [hash: string, sum: string]

/** A user's inclusion proof for one asset: the leaf's inputs and the siblings from the leaf up. */
export interface InclusionProof {
  asset: Asset
  /** The leaf's position among the asset's leaves (from 0). */
  index: number
  /** Hex, 32 bytes: the leaf's secret nonce. */
  nonce: string
  /** The balance the leaf states. */
  balance: string
  path: PathStep[]
}

/** GET /api/liability_proof?snapshot=: the caller's proofs in a snapshot, one per asset the caller had a leaf in. */
export interface LiabilityProofAnswer {
  snapshot: number
  user_id: number
  proofs: InclusionProof[]
}

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'))
const HASH_HEX = /^[0-9a-f]{64}$/

/** Lower-case hex of bytes (a table: an auditor's check of every user converts millions of bytes). */
export function toHex(bytes: Uint8Array): string {
  let out = ''
  for (const b of bytes) out += HEX[b]
  return out
}

/** Bytes of lower-case hex (already matched as such). */
export function fromHex(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length >> 1)
  const digit = (c: number) => (c <= 57 ? c - 48 : c - 87)
  for (let i = 0; i < out.length; i++) out[i] = (digit(hex.charCodeAt(2 * i)) << 4) | digit(hex.charCodeAt(2 * i + 1))
  return out
}

export interface SumNode {
  hash: Uint8Array
  sum: bigint
}

export const EMPTY_NODE: SumNode = { hash: new Uint8Array(32), sum: 0n }

async function webSha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>))
}

function inU64(value: bigint): boolean {
  return value >= 0n && value <= U64_MAX
}

/** A leaf's hash (layout above). */
export function leafHash(
  asset: Asset,
  userId: number,
  nonce: Uint8Array,
  balance: bigint,
  sha: Sha256 = webSha256,
): Promise<Uint8Array> | Uint8Array {
  if (nonce.length !== 32 || !inU64(balance) || !Number.isSafeInteger(userId) || userId < 0)
    throw new RangeError('leaf out of range')
  const buf = new Uint8Array(57)
  buf[0] = 0
  buf.set(new TextEncoder().encode(asset), 1)
  const view = new DataView(buf.buffer)
  view.setBigUint64(9, BigInt(userId))
  buf.set(nonce, 17)
  view.setBigUint64(49, balance)
  return sha(buf)
}

/** The parent of two nodes (layout above). */
export async function parentNode(left: SumNode, right: SumNode, sha: Sha256 = webSha256): Promise<SumNode> {
  const sum = left.sum + right.sum
  if (!inU64(left.sum) || !inU64(right.sum) || sum > U64_MAX) throw new RangeError('sum out of range')
  const buf = new Uint8Array(81)
  buf[0] = 1
  const view = new DataView(buf.buffer)
  buf.set(left.hash, 1)
  view.setBigUint64(33, left.sum)
  buf.set(right.hash, 41)
  view.setBigUint64(73, right.sum)
  return { hash: await sha(buf), sum }
}

/** Siblings between a leaf and the root of a tree of `leaves` leaves. */
export function depthOf(leaves: number): number {
  let depth = 0
  while (2 ** depth < leaves) depth++
  return depth
}

/**
 * Every level of the tree from the leaves (level 0) to the root (the last level, one node); an empty tree is the
 * empty node. `pause` is awaited between slices of work (the engine yields to its event loop).
 */
export async function buildLevels(
  leaves: readonly SumNode[],
  sha: Sha256 = webSha256,
  pause?: () => Promise<void>,
): Promise<SumNode[][]> {
  const levels: SumNode[][] = [leaves.length === 0 ? [EMPTY_NODE] : [...leaves]]
  let level = levels[0] as SumNode[]
  let done = 0
  while (level.length > 1) {
    const next: SumNode[] = []
    for (let i = 0; i < level.length; i += 2) {
      next.push(await parentNode(level[i] as SumNode, level[i + 1] ?? EMPTY_NODE, sha))
      if (pause && ++done % 2000 === 0) await pause()
    }
    levels.push(next)
    level = next
  }
  return levels
}

/** The siblings of leaf `index`, from the leaf up, given a reader of the stored levels (undefined: the empty node). */
export function pathOf(index: number, leaves: number, node: (level: number, index: number) => SumNode | undefined) {
  const path: SumNode[] = []
  for (let level = 0; level < depthOf(leaves); level++) path.push(node(level, (index >> level) ^ 1) ?? EMPTY_NODE)
  return path
}

/** The exact bytes signed for an asset's root in a snapshot; amounts in minor units. */
export function rootMessage(
  snapshot: { id: number; at: number },
  root: { asset: Asset; users: number; total: bigint; root: string; held: bigint | null },
): Uint8Array {
  const held = root.held === null ? '-' : root.held.toString()
  const text = `${LIABILITIES_FORMAT}\nsnapshot=${snapshot.id}\nat=${snapshot.at}\nasset=${root.asset}\nusers=${root.users}\ntotal=${root.total}\nroot=${root.root}\nheld=${held}`
  return new TextEncoder().encode(text)
}

/** Minor units of a wire amount, or null when it is not a plain non-negative decimal of the asset within u64. */
export function unitsOf(text: string, asset: Asset): bigint | null {
  return parseDecimal(text, assetDecimals[asset], { max: U64_MAX })
}

export const amountOf = (units: bigint, asset: Asset) => formatDecimal(units, assetDecimals[asset])

/**
 * What a check names when it fails: `signature` (the root's signature does not verify with the published key, or
 * the signed fields are malformed), `missing` (the snapshot has no leaf for the user in this asset), `path` (the
 * proof is malformed: an index outside the tree, a path of the wrong length, a sum that is not an amount),
 * `balance` (the leaf states another balance than the one the user expected), `root` (the leaf and the path do
 * not lead to the signed root: a balance under-stated, a sibling changed, another user's path), `total` (the sums
 * of the path do not add up to the signed total).
 */
export type LiabilityProblem = 'signature' | 'missing' | 'path' | 'balance' | 'root' | 'total'

export type LiabilityVerdict =
  | { ok: true; asset: Asset; at: number; balance: string; total: string; held: string | null; users: number }
  | { ok: false; asset: Asset; at: number; problems: LiabilityProblem[] }

/** Signatures already verified per key, by signed text and signature (an auditor checks every user of a root). */
const verified = new WeakMap<VerifyKey, Map<string, boolean>>()

async function rootSigned(key: VerifyKey, snapshot: { id: number; at: number }, root: LiabilityRoot) {
  const total = unitsOf(root.total, root.asset)
  const held = root.held === null ? null : unitsOf(root.held, root.asset)
  if (total === null || (root.held !== null && held === null) || !Number.isSafeInteger(root.users)) return false
  const message = rootMessage(snapshot, { ...root, total, held })
  const seen = verified.get(key) ?? new Map<string, boolean>()
  verified.set(key, seen)
  const id = `${root.sig}\n${new TextDecoder().decode(message)}`
  const known = seen.get(id)
  if (known !== undefined) return known
  let valid = false
  try {
    const sig = fromBase64(root.sig) as Uint8Array<ArrayBuffer>
    valid = await crypto.subtle.verify({ name: 'Ed25519' }, key, sig, message as Uint8Array<ArrayBuffer>)
  } catch {
    valid = false
  }
  if (seen.size > 100) seen.clear()
  seen.set(id, valid)
  return valid
}

/** The problems of a proof's shape, or the leaf's balance and the path's nodes. */
function parsedProof(root: LiabilityRoot, proof: InclusionProof) {
  const { asset } = root
  const balance = unitsOf(proof.balance, asset)
  const index = proof.index
  if (balance === null || !Number.isSafeInteger(index) || index < 0 || index >= root.users) return null
  if (!HASH_HEX.test(proof.nonce) || proof.path.length !== depthOf(root.users)) return null
  const path: SumNode[] = []
  for (const [hash, sumText] of proof.path) {
    const sum = unitsOf(sumText, asset)
    if (sum === null || !HASH_HEX.test(hash)) return null
    path.push({ hash: fromHex(hash), sum })
  }
  return { balance, index, path, nonce: fromHex(proof.nonce) }
}

/**
 * Checks that `userId`'s balance is in the signed root of one asset of a snapshot: the root's signature, the leaf
 * rebuilt from the user's own id, the nonce and the balance, then each parent up to the root, whose hash must be
 * the signed root and whose sum the signed total. `expected`: the balance the user knows they had (optional).
 */
export async function checkInclusion(
  key: VerifyKey,
  snapshot: { id: number; at: number },
  root: LiabilityRoot,
  userId: number,
  proof: InclusionProof | null,
  options: { expected?: string; sha?: Sha256 } = {},
): Promise<LiabilityVerdict> {
  const { asset } = root
  const problems: LiabilityProblem[] = []
  const fail = () => ({ ok: false as const, asset, at: snapshot.at, problems })
  if (!(await rootSigned(key, snapshot, root))) problems.push('signature')
  if (!proof || proof.asset !== asset) {
    problems.push('missing')
    return fail()
  }
  const parsed = parsedProof(root, proof)
  if (!parsed) {
    problems.push('path')
    return fail()
  }
  if (options.expected !== undefined && unitsOf(options.expected, asset) !== parsed.balance) problems.push('balance')
  let node: SumNode
  try {
    node = { hash: await leafHash(asset, userId, parsed.nonce, parsed.balance, options.sha), sum: parsed.balance }
    for (let level = 0; level < parsed.path.length; level++) {
      const sibling = parsed.path[level] as SumNode
      const right = ((parsed.index >> level) & 1) === 1
      node = right
        ? await parentNode(sibling, node, options.sha ?? webSha256)
        : await parentNode(node, sibling, options.sha ?? webSha256)
    }
  } catch {
    problems.push('total')
    return fail()
  }
  if (toHex(node.hash) !== root.root) problems.push('root')
  if (node.sum !== unitsOf(root.total, asset)) problems.push('total')
  if (problems.length > 0) return fail()
  return {
    ok: true,
    asset,
    at: snapshot.at,
    balance: proof.balance,
    total: root.total,
    held: root.held,
    users: root.users,
  }
}

/**
 * Checks every root of a snapshot against the caller's proofs (an asset without a proof: `missing`). `userId` is
 * the id the user knows as theirs (shown in the app), never the one the proof's answer names.
 */
export function checkSnapshot(
  key: VerifyKey,
  snapshot: LiabilitySnapshot,
  userId: number,
  proofs: readonly InclusionProof[],
  options: { sha?: Sha256 } = {},
): Promise<LiabilityVerdict[]> {
  const ordered = [...snapshot.roots].sort((a, b) => assets.indexOf(a.asset) - assets.indexOf(b.asset))
  return Promise.all(
    ordered.map((root) =>
      checkInclusion(key, snapshot, root, userId, proofs.find((p) => p.asset === root.asset) ?? null, options),
    ),
  )
}
