// A user's running totals of the postings the polls sum (migration 039): the asset screen's profit (pnlReasons)
// and the contract screen's realized result and fees are read from one row per reason, not summed over every
// posting of the user's history on every poll (a cost that grew with each order the user ever placed). post()
// adds to them in the transaction of the postings (ledger.ts, post-pg.ts); ledger:check proves they equal the
// sums. A reason added here needs a migration that backfills it from the postings already recorded.
import type { Kysely } from 'kysely'
import type { Asset } from '../../contract/api'
import { toMinor } from '../db/minor'
import type { Database } from '../db/schema'
import { preparedByCount, preparedQuery } from '../db/statement-cache'
import { pnlReasons, reasons } from './accounts'
import { toDbInteger } from './money'

/** The reasons whose user totals are kept (migration 039's list). */
export const TOTALLED_REASONS: ReadonlySet<string> = new Set([...pnlReasons, reasons.contractFee])

/** One user's total of one reason and asset, and what a set of postings adds to it. */
export interface TotalChange {
  account: string
  asset: Asset
  reason: string
  delta: bigint
}

/** The totals a set of user postings changes: (account, asset, reason) summed, zero changes left out. */
export function totalChanges(
  rows: readonly { account_kind: string; account_id: string; asset: Asset; reason: string; amount: number }[],
): TotalChange[] {
  const changes = new Map<string, TotalChange>()
  for (const r of rows) {
    if (r.account_kind !== 'user' || !TOTALLED_REASONS.has(r.reason)) continue
    const key = `${r.account_id}|${r.asset}|${r.reason}`
    const change = changes.get(key) ?? { account: r.account_id, asset: r.asset, reason: r.reason, delta: 0n }
    change.delta += BigInt(r.amount)
    changes.set(key, change)
  }
  return [...changes.values()].filter((c) => c.delta !== 0n)
}

/** Each total row binds 4 values. */
const TOTAL_CHUNK = 5000

/** SQLite: `count` totals added to their rows (created at need); 4 values a row. */
const addToTotals = preparedByCount((db, count, slot) =>
  db
    .insertInto('reason_totals')
    .values(
      Array.from({ length: count }, (_, r) => ({
        account_id: slot<string>(r * 4),
        asset: slot<Asset>(r * 4 + 1),
        reason: slot<string>(r * 4 + 2),
        total: slot<number>(r * 4 + 3),
      })),
    )
    .onConflict((oc) =>
      oc
        .columns(['account_id', 'asset', 'reason'])
        .doUpdateSet((eb) => ({ total: eb('reason_totals.total', '+', eb.ref('excluded.total')) })),
    ),
)

/** SQLite: adds `changes` to the totals, inside the postings' transaction. */
export async function applyTotals(trx: Kysely<Database>, changes: readonly TotalChange[]): Promise<void> {
  for (let i = 0; i < changes.length; i += TOTAL_CHUNK) {
    const chunk = changes.slice(i, i + TOTAL_CHUNK)
    const values = chunk.flatMap((c) => [c.account, c.asset, c.reason, toDbInteger(c.delta)])
    await addToTotals(trx, chunk.length, values)
  }
}

/** A user's USDT totals of every totalled reason (the asset poll's profit, realized result and fees), compiled once. */
const userTotalRows = preparedQuery((db, slot) =>
  db
    .selectFrom('reason_totals')
    .select(['reason', 'total'])
    .where('account_id', '=', slot<string>(0))
    .where('asset', '=', 'USDT'),
)

/** The sum of a user's USDT postings for some reasons (each one of TOTALLED_REASONS), in minor units. */
export type UserTotals = (of: readonly string[]) => bigint

/** A user's USDT totals of every totalled reason in one read, summed per call. */
export async function userTotals(db: Kysely<Database>, userId: number): Promise<UserTotals> {
  const { rows } = await userTotalRows(db, String(userId))
  const totals = new Map(rows.map((r) => [r.reason, toMinor(r.total)]))
  return (of) => {
    let sum = 0n
    for (const reason of of) {
      if (!TOTALLED_REASONS.has(reason)) throw new Error(`No running total is kept for the reason ${reason}`)
      sum += totals.get(reason) ?? 0n
    }
    return sum
  }
}
