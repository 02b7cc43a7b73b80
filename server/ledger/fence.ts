// A fence on a database handle's write transactions: a check run inside each one just before COMMIT, which
// aborts the transaction when it throws. The engine process fences its handle with "this process still holds
// the engine lock" (process/engine-role.ts), so an engine that lost its lock (its lock connection died) cannot
// commit another write, even while its run in progress winds down and a standby takes over.
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'

export type Fence = (trx: Kysely<Database>) => Promise<void>

const fences = new WeakMap<Kysely<Database>, Fence>()

/** Fences `db`'s write transactions (ledger/tx.ts); undefined lifts the fence. */
export function setFence(db: Kysely<Database>, fence: Fence | undefined): void {
  if (fence) fences.set(db, fence)
  else fences.delete(db)
}

/** Throws when `db` is fenced and its check fails (`trx` is the transaction about to commit). */
export async function checkFence(db: Kysely<Database>, trx: Kysely<Database>): Promise<void> {
  await fences.get(db)?.(trx)
}
