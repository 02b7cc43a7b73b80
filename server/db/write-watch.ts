// Whether a transaction's connection has run a statement that may have changed something since a point: a
// group commit on PostgreSQL (trading/group-commit.ts) runs its calls without a savepoint each, and a call that
// fails before it wrote anything needs nothing undone. A read is a kysely select or ready SQL that starts with
// `select`; anything else counts as a write, and so does a statement that failed (PostgreSQL has then aborted
// the transaction).
import type { CompiledQuery, DatabaseConnection, Kysely, QueryResult } from 'kysely'
import type { Database } from './schema'

export interface WriteWatch {
  /** A statement that may have changed something (or failed) ran since the last clear(). */
  wrote(): boolean
  clear(): void
  /** The connection as it was, watched no more. */
  stop(): void
}

function mayWrite(query: CompiledQuery): boolean {
  const kind = query.query.kind
  if (kind === 'SelectQueryNode') return false
  if (kind === 'RawNode') return !/^\s*select\b/i.test(query.sql)
  return true
}

/** Watches the statements run on the one connection of `trx` (a transaction, or a handle from connection()). */
export async function watchWrites(trx: Kysely<Database>): Promise<WriteWatch> {
  const connection = await trx.getExecutor().provideConnection(async (c) => c)
  const watched = connection as DatabaseConnection & { executeQuery: DatabaseConnection['executeQuery'] }
  const original = watched.executeQuery
  let wrote = false
  watched.executeQuery = async function executeQuery<R>(this: DatabaseConnection, query: CompiledQuery) {
    if (mayWrite(query)) wrote = true
    try {
      return await original.call<DatabaseConnection, [CompiledQuery], Promise<QueryResult<R>>>(this, query)
    } catch (error) {
      wrote = true
      throw error
    }
  }
  return {
    wrote: () => wrote,
    clear: () => {
      wrote = false
    },
    stop: () => {
      Reflect.deleteProperty(watched, 'executeQuery')
    },
  }
}
