// The ledger: append-only postings, the balances kept in step with them, and idempotency keys.
import type { Generated, Selectable } from 'kysely'
import type { Asset } from '../../../contract/api'
import type { WithMinor } from '../minor'

export type AccountKind = 'user' | 'house'
/** The part of an account a posting moves: spendable, or held for a pending withdrawal or order. */
export type Bucket = 'available' | 'frozen'

/** Append-only: rows are never updated or deleted. */
export interface PostingsTable {
  id: Generated<number>
  tx_id: string
  account_kind: AccountKind
  /** A user id (as text) or a house account name such as 'demo_grants'. */
  account_id: string
  asset: Asset
  /** Minor units; positive credits the account, negative debits it. */
  amount: number
  reason: string
  ref: string
  created_at: string
  /** User accounts: 'available' or 'frozen'; house accounts: always 'available'. */
  bucket: Generated<Bucket>
}

/**
 * The sum of an account part's postings, kept in step by ledger post() in the same transaction; written
 * nowhere else. A user's part is never negative (also a CHECK constraint).
 */
export interface BalancesTable {
  account_kind: AccountKind
  account_id: string
  asset: Asset
  bucket: Bucket
  /**
   * A house account part is kept in several rows (migration 030, ledger/house-slots.ts), its balance their
   * sum; a user's part is one row, slot 0.
   */
  slot: Generated<number>
  /** Minor units. */
  amount: number
}

/**
 * A user's running total of the postings of one reason and asset, for the reasons the polls sum
 * (ledger/reason-totals.ts); kept in step by ledger post() in the same transaction, written nowhere else.
 */
export interface ReasonTotalsTable {
  /** A user id, as text (as postings.account_id). */
  account_id: string
  asset: Asset
  reason: string
  /** Minor units. */
  total: number
}

/** A money-moving answer kept per user and Idempotency-Key: a repeat gets it back and moves nothing. */
export interface IdempotencyKeysTable {
  user_id: number
  key: string
  /** SHA-256 of the call path and its normalized body. */
  fingerprint: string
  /** JSON of the first answer's data. */
  response: string
  created_at: string
}

export interface LedgerTables {
  postings: PostingsTable
  balances: BalancesTable
  reason_totals: ReasonTotalsTable
  idempotency_keys: IdempotencyKeysTable
}

/** A posting as the repos hand it on: its amount as bigint minor units (db/minor.ts withMinor). */
export type PostingRow = WithMinor<Selectable<PostingsTable>, 'amount'>
