// House accounts off the per-transaction hot path (PostgreSQL). Every order credits a house account (fees,
// trading_pnl, contract_pnl, ...): kept in one row, that row would be locked by each transaction until its
// COMMIT and every order of every user would queue behind it. Instead a house account part is HOUSE_SLOTS
// rows (migration 030), its balance their sum; a transaction's house changes are held back (scope.ts) and
// written just before COMMIT, in one statement, into one slot picked at random, rows in key order: two
// transactions meet on a house row only when they pick the same slot, then only for the last moment of the
// first, and always lock in the same order (no deadlock). SQLite (one writer) writes slot 0 at once.
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema'
import { AppError } from '../errors'
import { MAX_MINOR, toDbInteger } from './money'
import { scopeOf } from './scope'

export const HOUSE_SLOTS = 16

/** Writes the house changes `trx`'s transaction held back (no statement when there are none). */
export async function flushHouse(trx: Kysely<Database>): Promise<void> {
  const pending = scopeOf(trx)?.house
  if (!pending || pending.size === 0) return
  const slot = Math.floor(Math.random() * HOUSE_SLOTS)
  const rows = [...pending.values()]
    .filter((c) => c.delta !== 0n)
    .sort((a, b) => (a.account === b.account ? cmp(a.asset, b.asset) : cmp(a.account, b.account)))
    .map((c) => ({
      account_kind: 'house' as const,
      account_id: c.account,
      asset: c.asset,
      bucket: 'available' as const,
      slot,
      amount: toDbInteger(c.delta),
    }))
  pending.clear()
  if (rows.length === 0) return
  const result = await trx
    .insertInto('balances')
    .values(rows)
    .onConflict((oc) =>
      oc
        .columns(['account_kind', 'account_id', 'asset', 'bucket', 'slot'])
        .doUpdateSet((eb) => ({ amount: eb('balances.amount', '+', eb.ref('excluded.amount')) }))
        .where(sql<boolean>`abs(balances.amount + excluded.amount) <= ${sql.raw(String(MAX_MINOR))}`),
    )
    .executeTakeFirst()
  if (result.numInsertedOrUpdatedRows !== BigInt(rows.length)) throw new AppError('above_maximum', 'balance_limit')
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
