// Database access of the statement: a user's own postings, read only (the ledger writes them).
import { type Kysely, sql } from 'kysely'
import type { Asset } from '../../../contract/api'
import { toMinor } from '../../db/minor'
import type { Database } from '../../db/schema'

export interface StatementFilter {
  asset?: Asset
  /** The ledger reasons to keep (a kind's reasons); all when undefined. */
  reasons?: readonly string[]
  /** ISO times: from included, until excluded. */
  from?: string
  until?: string
  before?: number
}

export interface StatementPosting {
  id: number
  asset: Asset
  /** Minor units, signed. */
  amount: bigint
  bucket: 'available' | 'frozen'
  reason: string
  ref: string
  created_at: string
}

/**
 * Up to `limit` of the user's postings, newest first, by (account_id, id) on the partial index
 * postings_user_statement_idx (migration 032): the kind is a literal so that SQLite can use that index.
 */
export async function userPostings(
  db: Kysely<Database>,
  userId: number,
  filter: StatementFilter,
  limit: number,
): Promise<StatementPosting[]> {
  let query = db
    .selectFrom('postings')
    .select(['id', 'asset', 'amount', 'bucket', 'reason', 'ref', 'created_at'])
    .where(sql<boolean>`account_kind = 'user'`)
    .where('account_id', '=', String(userId))
  if (filter.asset !== undefined) query = query.where('asset', '=', filter.asset)
  if (filter.reasons !== undefined) query = query.where('reason', 'in', filter.reasons)
  if (filter.from !== undefined) query = query.where('created_at', '>=', filter.from)
  if (filter.until !== undefined) query = query.where('created_at', '<', filter.until)
  if (filter.before !== undefined) query = query.where('id', '<', filter.before)
  const rows = await query.orderBy('id', 'desc').limit(limit).execute()
  return rows.map((row) => ({ ...row, amount: toMinor(row.amount) }))
}
