// The proof of liabilities (README: Proof of liabilities): once a UTC day the engine reads every user's balance per
// asset from the ledger's stored balances (one statement, one consistent read), builds a Merkle sum tree per asset
// (contract/verify/liabilities.ts: the layout and the check, written once), signs each root with the operator's
// key and stores the snapshot: roots, leaves (user, nonce, balance, hash) and the nodes above the leaves, so a
// user's path is a few indexed reads. Leaves are in a random order per snapshot: a position says nothing about
// who sits next to whom.
import { createHash, randomBytes, randomInt } from 'node:crypto'
import { type Asset, assets } from '../../contract/api'
import {
  amountOf,
  buildLevels,
  depthOf,
  EMPTY_NODE,
  type InclusionProof,
  type LiabilitySnapshot,
  leafHash,
  rootMessage,
  type SumNode,
  toHex,
} from '../../contract/verify/liabilities'
import { DAY_MS } from '../../contract/verify/prices'
import type { Db } from '../db/db'
import { userHoldings } from '../ledger/ledger'
import { type PriceKey, signHead } from './keys'

const nodeSha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest()
const yieldLoop = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Rows per insert: 7 values a leaf row (SQLite binds at most 32766 per statement). */
const CHUNK = 4000

/** The setting key of the operator's stated holdings of an asset (minor units as text). */
export const heldKey = (asset: Asset) => `liabilities_held_${asset}`

/** What the operator states it holds per asset (none when it states nothing). */
export async function statedHoldings(db: Db): Promise<Partial<Record<Asset, bigint>>> {
  const rows = await db
    .selectFrom('settings')
    .select(['key', 'value'])
    .where(
      'key',
      'in',
      assets.map((a) => heldKey(a)),
    )
    .execute()
  const held: Partial<Record<Asset, bigint>> = {}
  for (const asset of assets) {
    const value = rows.find((r) => r.key === heldKey(asset))?.value
    if (value !== undefined && /^\d{1,20}$/.test(value)) held[asset] = BigInt(value)
  }
  return held
}

interface AssetTree {
  asset: Asset
  leaves: { userId: number; nonce: Uint8Array; balance: bigint }[]
  levels: SumNode[][]
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(i + 1)
    ;[items[i], items[j]] = [items[j] as T, items[i] as T]
  }
  return items
}

async function buildTrees(db: Db): Promise<AssetTree[]> {
  const holdings = await userHoldings(db)
  const nonces = new Map<number, Uint8Array>()
  const nonceOf = (userId: number) => {
    const known = nonces.get(userId)
    if (known) return known
    const nonce = randomBytes(32)
    nonces.set(userId, nonce)
    return nonce
  }
  const trees: AssetTree[] = []
  for (const asset of assets) {
    const leaves = shuffle(
      holdings
        .filter((h) => h.asset === asset)
        .map((h) => ({ userId: h.userId, nonce: nonceOf(h.userId), balance: h.amount })),
    )
    const nodes: SumNode[] = []
    for (const [i, leaf] of leaves.entries()) {
      nodes.push({ hash: await leafHash(asset, leaf.userId, leaf.nonce, leaf.balance, nodeSha256), sum: leaf.balance })
      if (i % 2000 === 1999) await yieldLoop()
    }
    trees.push({ asset, leaves, levels: await buildLevels(nodes, nodeSha256, yieldLoop) })
  }
  return trees
}

const dayOf = (at: number) => new Date(at - (at % DAY_MS)).toISOString().slice(0, 10)

/**
 * Builds, signs and stores the snapshot of `now`'s UTC day; null when that day has one already (another engine's,
 * or an earlier run's). Returns the snapshot's id.
 */
export async function buildLiabilitySnapshot(db: Db, key: PriceKey, now: Date): Promise<number | null> {
  const at = now.getTime()
  const day = dayOf(at)
  const taken = await db.selectFrom('liability_snapshots').select('id').where('day', '=', day).executeTakeFirst()
  if (taken) return null
  const held = await statedHoldings(db)
  const trees = await buildTrees(db)
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('liability_snapshots')
      .values({ day, at })
      .onConflict((oc) => oc.column('day').doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!row) return null
    const id = Number(row.id)
    for (const { asset, leaves, levels } of trees) {
      const top = (levels[levels.length - 1] as SumNode[])[0] ?? EMPTY_NODE
      const signed = { asset, users: leaves.length, total: top.sum, root: toHex(top.hash), held: held[asset] ?? null }
      await trx
        .insertInto('liability_roots')
        .values({
          snapshot_id: id,
          ...signed,
          total: signed.total.toString(),
          held: signed.held === null ? null : signed.held.toString(),
          sig: signHead(key, rootMessage({ id, at }, signed)),
        })
        .execute()
      const level0 = levels[0] as SumNode[]
      const leafRows = leaves.map((leaf, idx) => ({
        snapshot_id: id,
        asset,
        idx,
        user_id: leaf.userId,
        nonce: toHex(leaf.nonce),
        balance: Number(leaf.balance),
        hash: toHex((level0[idx] as SumNode).hash),
      }))
      for (let i = 0; i < leafRows.length; i += CHUNK)
        await trx
          .insertInto('liability_leaves')
          .values(leafRows.slice(i, i + CHUNK))
          .execute()
      const nodeRows = levels.slice(1).flatMap((nodes, l) =>
        nodes.map((node, idx) => ({
          snapshot_id: id,
          asset,
          level: l + 1,
          idx,
          hash: toHex(node.hash),
          sum: node.sum.toString(),
        })),
      )
      for (let i = 0; i < nodeRows.length; i += CHUNK)
        await trx
          .insertInto('liability_nodes')
          .values(nodeRows.slice(i, i + CHUNK))
          .execute()
    }
    return id
  })
}

/**
 * Deletes the leaves and nodes of snapshots older than `days` (TERN_LIABILITY_PROOF_DAYS): their roots stay
 * published, a proof in them is no longer served.
 */
export async function pruneLiabilityProofs(db: Db, now: number, days: number): Promise<void> {
  const old = db
    .selectFrom('liability_snapshots')
    .select('id')
    .where('at', '<', now - days * DAY_MS)
  await db.deleteFrom('liability_leaves').where('snapshot_id', 'in', old).execute()
  await db.deleteFrom('liability_nodes').where('snapshot_id', 'in', old).execute()
}

/** A snapshot's signed roots (the latest when `id` is undefined); null when there is none. */
export async function liabilitySnapshot(db: Db, id?: number): Promise<LiabilitySnapshot | null> {
  let query = db.selectFrom('liability_snapshots').select(['id', 'at'])
  query = id === undefined ? query.orderBy('id', 'desc').limit(1) : query.where('id', '=', id)
  const snapshot = await query.executeTakeFirst()
  if (!snapshot) return null
  const rows = await db.selectFrom('liability_roots').selectAll().where('snapshot_id', '=', snapshot.id).execute()
  const roots = assets.flatMap((asset) => {
    const r = rows.find((row) => row.asset === asset)
    if (!r) return []
    const held = r.held === null ? null : amountOf(BigInt(r.held), asset)
    return [{ asset, users: Number(r.users), total: amountOf(BigInt(r.total), asset), root: r.root, held, sig: r.sig }]
  })
  return { id: Number(snapshot.id), at: Number(snapshot.at), roots }
}

/** The signed-in user's proofs in a snapshot: one per asset they have a leaf in (their own id only). */
export async function inclusionProofs(db: Db, snapshotId: number, userId: number): Promise<InclusionProof[]> {
  const leaves = await db
    .selectFrom('liability_leaves')
    .select(['asset', 'idx', 'nonce', 'balance'])
    .where('snapshot_id', '=', snapshotId)
    .where('user_id', '=', userId)
    .execute()
  const proofs: InclusionProof[] = []
  for (const asset of assets) {
    const leaf = leaves.find((l) => l.asset === asset)
    if (!leaf) continue
    const root = await db
      .selectFrom('liability_roots')
      .select('users')
      .where('snapshot_id', '=', snapshotId)
      .where('asset', '=', asset)
      .executeTakeFirstOrThrow()
    const users = Number(root.users)
    const index = Number(leaf.idx)
    const wanted = Array.from({ length: depthOf(users) }, (_, level) => ({ level, idx: (index >> level) ^ 1 }))
    const sibling = await db
      .selectFrom('liability_leaves')
      .select(['hash', 'balance'])
      .where('snapshot_id', '=', snapshotId)
      .where('asset', '=', asset)
      .where('idx', '=', index ^ 1)
      .executeTakeFirst()
    const upper = wanted.slice(1)
    const nodes =
      upper.length === 0
        ? []
        : await db
            .selectFrom('liability_nodes')
            .select(['level', 'idx', 'hash', 'sum'])
            .where('snapshot_id', '=', snapshotId)
            .where('asset', '=', asset)
            // A row-value list: one index seek per level on either database (an OR of pairs scans the asset's nodes).
            .where((eb) =>
              eb(
                eb.refTuple('level', 'idx'),
                'in',
                upper.map((w) => eb.tuple(w.level, w.idx)),
              ),
            )
            .execute()
    const path = wanted.map(({ level, idx }): [string, string] => {
      if (level === 0)
        return sibling
          ? [sibling.hash, amountOf(BigInt(sibling.balance), asset)]
          : [toHex(EMPTY_NODE.hash), amountOf(0n, asset)]
      const node = nodes.find((n) => Number(n.level) === level && Number(n.idx) === idx)
      return node ? [node.hash, amountOf(BigInt(node.sum), asset)] : [toHex(EMPTY_NODE.hash), amountOf(0n, asset)]
    })
    proofs.push({ asset, index, nonce: leaf.nonce, balance: amountOf(BigInt(leaf.balance), asset), path })
  }
  return proofs
}
