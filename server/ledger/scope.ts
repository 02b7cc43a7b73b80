// What a write transaction (tx.ts) tells the ledger about itself: the users whose accounts it locked (on
// PostgreSQL a posting for any other user is a programming error: that user's rows are not locked), and, on
// PostgreSQL, what waits for COMMIT: the house changes (house-slots.ts) and statements such as the idempotency
// key's (idempotency.ts), all sent with the COMMIT in one round trip.
import type { Kysely } from 'kysely'
import type { Asset } from '../../contract/api'
import type { Database } from '../db/schema'
import type { Held } from './held'

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
  /**
   * PostgreSQL: statements (parameters inlined as literals, dialect.ts pgLiteral) sent with COMMIT in one round
   * trip, after the house changes; null on SQLite. A statement there that fails fails the transaction.
   */
  tail: string[] | null
  /**
   * PostgreSQL: while set, the writes of a call that allows it wait here (held.ts: its postings, its order) and
   * are written with the others' of its group at once (trading/group-commit.ts); null: at once.
   */
  held: Held | null
}

const scopes = new WeakMap<Kysely<Database>, TxScope>()

export function openScope(trx: Kysely<Database>, scope: TxScope): void {
  scopes.set(trx, scope)
}

/** The scope of the write transaction `trx` belongs to; undefined outside writeTx (seeds, tests, migrations). */
export function scopeOf(trx: Kysely<Database>): TxScope | undefined {
  return scopes.get(trx)
}

/**
 * What `scope` holds back now; the function returned puts it back, for a savepoint rolled back (trading/
 * group-commit.ts): the house changes and COMMIT statements of the work undone must go with it.
 */
export function markScope(scope: TxScope): () => void {
  const house = scope.house && [...scope.house].map(([key, change]) => [key, { ...change }] as const)
  const tail = scope.tail?.length ?? 0
  const { held } = scope
  const postings = held?.postings.length ?? 0
  const rows = held?.rows.length ?? 0
  return () => {
    held?.postings.splice(postings)
    held?.rows.splice(rows)
    if (scope.house && house) {
      scope.house.clear()
      for (const [key, change] of house) scope.house.set(key, change)
    }
    scope.tail?.splice(tail)
  }
}
