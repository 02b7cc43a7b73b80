// The statement: every change of the caller's balances, one row per ledger posting, newest first
// (GET /api/statement). Amounts are exact decimal strings in the asset's own units, signed (+ credit, - debit).
import type { Asset } from './api'

/**
 * What a posting was for, grouped the way a user reads a statement. Each ledger reason belongs to one kind
 * (statementReasons); the filter `kind` takes these.
 */
export const statementKinds = [
  'deposit',
  'withdrawal',
  'fee',
  'micro',
  'spot',
  'contract',
  'invest',
  'exchange',
  'grant',
] as const
export type StatementKind = (typeof statementKinds)[number]

/** Every ledger reason a user's posting can carry, with its kind (server/ledger/accounts.ts names them). */
export const statementReasons = {
  deposit_credit: 'deposit',
  withdraw_freeze: 'withdrawal',
  withdraw_payout: 'withdrawal',
  withdraw_return: 'withdrawal',
  micro_fee: 'fee',
  contract_fee: 'fee',
  micro_stake: 'micro',
  micro_settle: 'micro',
  micro_void: 'micro',
  coin_freeze: 'spot',
  coin_unfreeze: 'spot',
  coin_fill: 'spot',
  contract_margin_freeze: 'contract',
  contract_margin_release: 'contract',
  contract_settle: 'contract',
  miner_subscribe: 'invest',
  miner_yield: 'invest',
  miner_return: 'invest',
  miner_cancel: 'invest',
  earn_subscribe: 'invest',
  earn_mature: 'invest',
  exchange: 'exchange',
  demo_grant: 'grant',
} as const satisfies Record<string, StatementKind>
export type StatementReason = keyof typeof statementReasons

/** The part of the account a posting moved: spendable, or held for a pending withdrawal, order or subscription. */
export type StatementPart = 'available' | 'frozen'

export interface StatementRow {
  /** The posting's id: the order of the ledger, and the `before` cursor of the next page. */
  id: number
  /** ISO 8601 UTC time of the posting. */
  t: string
  asset: Asset
  /** Signed exact decimal in the asset's units (USDT up to 6 decimals, BTC and ETH up to 8). */
  amount: string
  part: StatementPart
  /** The ledger reason (a StatementReason; an unknown one is shown as it is). */
  reason: string
  kind: StatementKind | 'other'
  /** The business record it belongs to, e.g. "micro_order:57", "withdrawal:3". */
  ref: string
}

/**
 * GET /api/statement?asset=&kind=&from=YYYY-MM-DD&to=YYYY-MM-DD&before=id&limit=n: the caller's postings, newest
 * first, `limit` (1..200, default 50) per page. `from` and `to` are UTC days, both included.
 */
export interface StatementPage {
  rows: StatementRow[]
  /** Whether older rows follow. */
  more: boolean
  /** The `before` of the next page (the oldest id on this one); null when none follows. */
  next: number | null
}
