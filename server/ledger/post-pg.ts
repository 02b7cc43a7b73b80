// PostgreSQL: a set of postings and the user balance changes it makes in one statement (one round trip), each
// column bound as one array (unnest), so its size does not change the statement. The postings are inserted, the
// debits applied only where they are covered (amount >= debit: a balance never goes negative), the credits added
// (created at need) only within MAX_MINOR; the counts that come back tell a refused debit or credit, and the
// caller's transaction then rolls back. The user's running totals of the reasons the polls sum are added in the
// same statement (reason-totals.ts). House changes are not here: they wait for the end (house-slots.ts).
import { type Kysely, sql } from 'kysely'
import type { Asset } from '../../contract/api'
import type { AccountKind, Bucket, Database } from '../db/schema'
import { preparedQuery } from '../db/statement-cache'
import { AppError } from '../errors'
import { MAX_MINOR, toDbInteger } from './money'
import type { TotalChange } from './reason-totals'

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

/** The statement, compiled once (db/statement-cache.ts); its 22 values are the columns below, as arrays. */
const postAndApply = preparedQuery((db, slot) => {
  const limit = sql.raw(String(MAX_MINOR))
  const a = (i: number) => sql.val(slot<unknown>(i))
  const statement = sql<{ debited: number; credited: number }>`with posted as (
      insert into postings (tx_id, account_kind, account_id, asset, amount, reason, ref, created_at, bucket)
      select * from unnest(${a(0)}::text[], ${a(1)}::text[], ${a(2)}::text[], ${a(3)}::text[], ${a(4)}::bigint[],
        ${a(5)}::text[], ${a(6)}::text[], ${a(7)}::text[], ${a(8)}::text[])
    ), debited as (
      update balances b set amount = b.amount - d.debit
      from unnest(${a(9)}::text[], ${a(10)}::text[], ${a(11)}::text[], ${a(12)}::bigint[])
        as d(account_id, asset, bucket, debit)
      where b.account_kind = 'user' and b.account_id = d.account_id and b.asset = d.asset
        and b.bucket = d.bucket and b.slot = 0 and b.amount >= d.debit
      returning 1
    ), credited as (
      insert into balances (account_kind, account_id, asset, bucket, amount)
      select * from unnest(${a(13)}::text[], ${a(14)}::text[], ${a(15)}::text[], ${a(16)}::text[],
        ${a(17)}::bigint[])
      on conflict (account_kind, account_id, asset, bucket, slot)
        do update set amount = balances.amount + excluded.amount
        where abs(balances.amount + excluded.amount) <= ${limit}
      returning 1
    ), totalled as (
      insert into reason_totals (account_id, asset, reason, total)
      select * from unnest(${a(18)}::text[], ${a(19)}::text[], ${a(20)}::text[], ${a(21)}::bigint[])
      on conflict (account_id, asset, reason) do update set total = reason_totals.total + excluded.total
    )
    select (select count(*) from debited) as debited, (select count(*) from credited) as credited`
  return { compile: () => statement.compile(db) }
})

export async function postInOneStatement(
  trx: Kysely<Database>,
  rows: readonly PostingInsert[],
  changes: readonly BalanceChange[],
  totals: readonly TotalChange[],
): Promise<void> {
  const debits = changes.filter((c) => c.kind === 'user' && c.delta < 0n)
  const credits = changes.filter((c) => !(c.kind === 'user' && c.delta < 0n))
  const { rows: counts } = await postAndApply(
    trx,
    column(rows, 'tx_id'),
    column(rows, 'account_kind'),
    column(rows, 'account_id'),
    column(rows, 'asset'),
    column(rows, 'amount'),
    column(rows, 'reason'),
    column(rows, 'ref'),
    column(rows, 'created_at'),
    column(rows, 'bucket'),
    debits.map((c) => c.account),
    debits.map((c) => c.asset),
    debits.map((c) => c.bucket),
    debits.map((c) => toDbInteger(-c.delta)),
    credits.map((c) => c.kind),
    credits.map((c) => c.account),
    credits.map((c) => c.asset),
    credits.map((c) => c.bucket),
    credits.map((c) => toDbInteger(c.delta)),
    totals.map((t) => t.account),
    totals.map((t) => t.asset),
    totals.map((t) => t.reason),
    totals.map((t) => toDbInteger(t.delta)),
  )
  const done = counts[0]
  if (Number(done?.debited) !== debits.length) throw new AppError('insufficient_balance')
  if (Number(done?.credited) !== credits.length) throw new AppError('above_maximum', 'balance_limit')
}

/** One postMany's rows and changes, held back (held.ts). */
export interface HeldPostings {
  rows: readonly PostingInsert[]
  changes: readonly BalanceChange[]
  totals: readonly TotalChange[]
}

/**
 * Writes the postings held back (scope.ts `held`, emptied) in one statement: their rows, each account part's
 * changes summed, each total's. A debit is then refused only when the sum of the held debits of that part is not
 * covered; the caller holds only calls whose debits are all it checks (a timed order's stake and fee), for which
 * that is the same as refusing one of them in some order (trading/group-commit.ts).
 */
export async function postHeld(trx: Kysely<Database>, held: HeldPostings[]): Promise<void> {
  if (held.length === 0) return
  const parts = held.splice(0)
  const changes = new Map<string, BalanceChange>()
  const totals = new Map<string, TotalChange>()
  for (const part of parts) {
    for (const c of part.changes) {
      const key = `${c.kind}|${c.account}|${c.asset}|${c.bucket}`
      const sum = changes.get(key) ?? { ...c, delta: 0n }
      sum.delta += c.delta
      changes.set(key, sum)
    }
    for (const t of part.totals) {
      const key = `${t.account}|${t.asset}|${t.reason}`
      const sum = totals.get(key) ?? { ...t, delta: 0n }
      sum.delta += t.delta
      totals.set(key, sum)
    }
  }
  const nonZero = <T extends { delta: bigint }>(m: Map<string, T>) => [...m.values()].filter((c) => c.delta !== 0n)
  await postInOneStatement(
    trx,
    parts.flatMap((p) => p.rows),
    nonZero(changes),
    nonZero(totals),
  )
}
