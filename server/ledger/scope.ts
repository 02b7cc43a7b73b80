// What a write transaction (tx.ts) tells the ledger about itself: the users whose accounts it locked (on
// PostgreSQL a posting for any other user is a programming error: that user's rows are not locked), and, on
// PostgreSQL, the house changes held back until just before COMMIT (house-slots.ts).
import type { Kysely } from 'kysely'
import type { Asset } from '../../contract/api'
import type { Database } from '../db/schema'

export interface HouseChange {
  account: string
  asset: Asset
  delta: bigint
}

export interface TxScope {
  /** The users locked for this transaction; null: it runs alone (no users named, or SQLite). */
  users: ReadonlySet<number> | null
  /** House changes waiting for the end of the transaction, by account|asset; null: written at once (SQLite). */
  house: Map<string, HouseChange> | null
}

const scopes = new WeakMap<Kysely<Database>, TxScope>()

export function openScope(trx: Kysely<Database>, scope: TxScope): void {
  scopes.set(trx, scope)
}

/** The scope of the write transaction `trx` belongs to; undefined outside writeTx (seeds, tests, migrations). */
export function scopeOf(trx: Kysely<Database>): TxScope | undefined {
  return scopes.get(trx)
}
