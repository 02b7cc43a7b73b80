// The signed price record (migration 033, server/verifiable/).
import type { Generated } from 'kysely'
import type { Asset } from '../../../contract/api'

export interface PriceKeysTable {
  /** 'prices': the key that signs the chain heads. */
  name: string
  /** Base64 PKCS#8 DER of the Ed25519 private key. */
  private_key: string
  /** Base64 of the raw 32-byte public key. */
  public_key: string
  created_at: string
}

export interface PriceHeadsTable {
  product_id: number
  /** 'h' an hour, 'd' a UTC day. */
  span: 'h' | 'd'
  /** Epoch ms of the span's start. */
  start: number
  count: number
  /** Hex chain hashes before the first and after the last tick of the span. */
  prev: string
  head: string
  /** Base64 Ed25519 signature (contract/verify/prices.ts headMessage). */
  sig: string
  /** 1: the hour's ticks outlive the tick retention (an order in a user's history is decided in it). */
  keep: Generated<number>
}

/** The proof of liabilities (migration 037): amounts in minor units, hashes and nonces hex. */
export interface LiabilitySnapshotsTable {
  id: Generated<number>
  /** The UTC day (YYYY-MM-DD) the snapshot is of: one per day. */
  day: string
  /** Epoch ms when the balances were read. */
  at: number
}

export interface LiabilityRootsTable {
  snapshot_id: number
  asset: Asset
  users: number
  /** Minor units as text (a sum may pass 2^53). */
  total: string
  root: string
  held: string | null
  /** Base64 Ed25519 signature (contract/verify/liabilities.ts rootMessage). */
  sig: string
}

export interface LiabilityLeavesTable {
  snapshot_id: number
  asset: Asset
  idx: number
  user_id: number
  nonce: string
  balance: number | string
  hash: string
}

export interface LiabilityNodesTable {
  snapshot_id: number
  asset: Asset
  /** 1 (the leaves' parents) up to the root. */
  level: number
  idx: number
  hash: string
  /** Minor units as text. */
  sum: string
}

export interface VerifiableTables {
  price_keys: PriceKeysTable
  price_heads: PriceHeadsTable
  liability_snapshots: LiabilitySnapshotsTable
  liability_roots: LiabilityRootsTable
  liability_leaves: LiabilityLeavesTable
  liability_nodes: LiabilityNodesTable
}
