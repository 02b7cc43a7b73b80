// House accounts off the per-transaction hot path (PostgreSQL). Every order credits a house account (fees,
// trading_pnl, contract_pnl, ...): kept in one row, that row would be locked by each transaction until its
// COMMIT and every order of every user would queue behind it. Instead a house account part is HOUSE_SLOTS
// rows (migration 030), its balance their sum; a transaction's house changes are held back (scope.ts) and
// written with its COMMIT, in one statement, into one slot picked at random, rows in key order: two
// transactions meet on a house row only when they pick the same slot, then only for the last moment of the
// first, and always lock in the same order (no deadlock). A slot past MAX_MINOR either way is refused by the
// CHECK balances_amount_limit (migration 030). SQLite (one writer) writes slot 0 at once (ledger.ts).
import { pgLiteral } from '../db/dialect'
import { AppError } from '../errors'
import { toDbInteger } from './money'
import type { HouseChange } from './scope'

export const HOUSE_SLOTS = 16

/** The statement that adds the held-back house changes to one slot, or null when there are none. */
export function houseStatement(pending: ReadonlyMap<string, HouseChange>): string | null {
  const rows = [...pending.values()]
    .filter((c) => c.delta !== 0n)
    .sort((a, b) => (a.account === b.account ? cmp(a.asset, b.asset) : cmp(a.account, b.account)))
  if (rows.length === 0) return null
  const slot = Math.floor(Math.random() * HOUSE_SLOTS)
  const values = rows.map(
    (c) => `('house', ${pgLiteral(c.account)}, ${pgLiteral(c.asset)}, 'available', ${slot}, ${toDbInteger(c.delta)})`,
  )
  return `insert into balances (account_kind, account_id, asset, bucket, slot, amount) values ${values.join(', ')}
    on conflict (account_kind, account_id, asset, bucket, slot) do update set amount = balances.amount + excluded.amount`
}

/** A house slot would pass MAX_MINOR: the error the caller sees instead of the CHECK's. */
export function houseLimitError(error: unknown): AppError | undefined {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown }
  return code === '23514' && constraint === 'balances_amount_limit'
    ? new AppError('above_maximum', 'balance_limit')
    : undefined
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
