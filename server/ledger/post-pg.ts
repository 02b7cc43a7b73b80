// PostgreSQL: a set of postings and the user balance changes it makes in one statement (one round trip), each
// column bound as one array (unnest), so its size does not change the statement. The postings are inserted, the
// debits applied only where they are covered (amount >= debit: a balance never goes negative), the credits added
// (created at need) only within MAX_MINOR; the counts that come back tell a refused debit or credit, and the
// caller's transaction then rolls back. House changes are not here: they wait for the end (house-slots.ts).
import { type Kysely, sql } from 'kysely'
import type { Asset } from '../../contract/api'
import type { AccountKind, Bucket, Database } from '../db/schema'
import { AppError } from '../errors'
import { MAX_MINOR, toDbInteger } from './money'

export interface PostingInsert {
  tx_id: string
  account_kind: AccountKind
  account_id: string
  asset: Asset
  amount: number
  reason: string
  ref: string
  created_at: string
  bucket: Bucket
}

export interface BalanceChange {
  kind: AccountKind
  account: string
  asset: Asset
  bucket: Bucket
  delta: bigint
}

const column = <T, K extends keyof T>(rows: readonly T[], key: K) => rows.map((r) => r[key])

export async function postInOneStatement(
  trx: Kysely<Database>,
  rows: readonly PostingInsert[],
  changes: readonly BalanceChange[],
): Promise<void> {
  const debits = changes.filter((c) => c.kind === 'user' && c.delta < 0n)
  const credits = changes.filter((c) => !(c.kind === 'user' && c.delta < 0n))
  const limit = sql.raw(String(MAX_MINOR))
  const { rows: counts } = await sql<{ debited: number; credited: number }>`with posted as (
      insert into postings (tx_id, account_kind, account_id, asset, amount, reason, ref, created_at, bucket)
      select * from unnest(${column(rows, 'tx_id')}::text[], ${column(rows, 'account_kind')}::text[],
        ${column(rows, 'account_id')}::text[], ${column(rows, 'asset')}::text[], ${column(rows, 'amount')}::bigint[],
        ${column(rows, 'reason')}::text[], ${column(rows, 'ref')}::text[], ${column(rows, 'created_at')}::text[],
        ${column(rows, 'bucket')}::text[])
    ), debited as (
      update balances b set amount = b.amount - d.debit
      from unnest(${debits.map((c) => c.account)}::text[], ${debits.map((c) => c.asset)}::text[],
        ${debits.map((c) => c.bucket)}::text[], ${debits.map((c) => toDbInteger(-c.delta))}::bigint[])
        as d(account_id, asset, bucket, debit)
      where b.account_kind = 'user' and b.account_id = d.account_id and b.asset = d.asset
        and b.bucket = d.bucket and b.slot = 0 and b.amount >= d.debit
      returning 1
    ), credited as (
      insert into balances (account_kind, account_id, asset, bucket, amount)
      select * from unnest(${credits.map((c) => c.kind)}::text[], ${credits.map((c) => c.account)}::text[],
        ${credits.map((c) => c.asset)}::text[], ${credits.map((c) => c.bucket)}::text[],
        ${credits.map((c) => toDbInteger(c.delta))}::bigint[])
      on conflict (account_kind, account_id, asset, bucket, slot)
        do update set amount = balances.amount + excluded.amount
        where abs(balances.amount + excluded.amount) <= ${limit}
      returning 1
    )
    select (select count(*) from debited) as debited, (select count(*) from credited) as credited`.execute(trx)
  const done = counts[0]
  if (Number(done?.debited) !== debits.length) throw new AppError('insufficient_balance')
  if (Number(done?.credited) !== credits.length) throw new AppError('above_maximum', 'balance_limit')
}
