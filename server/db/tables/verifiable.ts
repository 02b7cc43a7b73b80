// The signed price record (migration 033, server/verifiable/).
import type { Generated } from 'kysely'

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

export interface VerifiableTables {
  price_keys: PriceKeysTable
  price_heads: PriceHeadsTable
}
