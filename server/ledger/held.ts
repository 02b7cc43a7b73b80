// Writes held back to the end of a group commit's run (trading/group-commit.ts), PostgreSQL: the calls that
// allow it (a timed order) hold their order row and their postings here (scope.ts `held`) instead of sending a
// statement each, and the group writes them all at once: each kind of row in one statement, then the postings in
// one. A held row's id is reserved beforehand, for every call of the group in one statement. A writer that finds
// a row it must refuse throws, and the run is undone (it runs again, each call writing at once).
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema'
import { preparedQuery } from '../db/statement-cache'
import { type HeldPostings, postHeld } from './post-pg'

/** A feature's writer of its held rows: all of a group's in one statement; throws to refuse them. */
export interface HeldWriter<R> {
  write(trx: Kysely<Database>, rows: readonly R[]): Promise<void>
}

interface HeldRow {
  writer: HeldWriter<unknown>
  row: unknown
}

/** The tables whose ids held rows take (their `id` a PostgreSQL bigserial). */
export type HeldTable = 'micro_orders'

export interface Held {
  postings: HeldPostings[]
  rows: HeldRow[]
  /** Ids reserved and not yet taken, by table. */
  ids: Map<HeldTable, number[]>
  /** How many ids a reservation takes: the calls of the group that may hold. */
  reserve: number
}

export function newHeld(reserve: number): Held {
  return { postings: [], rows: [], ids: new Map(), reserve: Math.max(1, reserve) }
}

export function holdRow<R>(held: Held, writer: HeldWriter<R>, row: R): void {
  held.rows.push({ writer: writer as HeldWriter<unknown>, row })
}

const reserveQuery = preparedQuery((db, slot) => {
  const statement = sql<{ id: string }>`select nextval(pg_get_serial_sequence(${slot<string>(0)}, 'id')) as id
    from generate_series(1, ${slot<number>(1)}::int)`
  return { compile: () => statement.compile(db) }
})

/** An id of `table` for a held row: from the group's reservation, made at need in one statement. */
export async function heldId(trx: Kysely<Database>, held: Held, table: HeldTable): Promise<number> {
  let ids = held.ids.get(table)
  if (!ids || ids.length === 0) {
    const { rows } = await reserveQuery(trx, table, held.reserve)
    ids = rows.map((r) => Number(r.id))
    held.ids.set(table, ids)
  }
  const id = ids.shift()
  if (id === undefined) throw new Error(`No id reserved for ${table}`)
  return id
}

/** Writes everything held (emptied): each writer's rows in one statement, in the order first held, then postings. */
export async function writeHeld(trx: Kysely<Database>, held: Held): Promise<void> {
  const byWriter = new Map<HeldWriter<unknown>, unknown[]>()
  for (const { writer, row } of held.rows.splice(0)) {
    const rows = byWriter.get(writer) ?? []
    rows.push(row)
    byWriter.set(writer, rows)
  }
  for (const [writer, rows] of byWriter) await writer.write(trx, rows)
  await postHeld(trx, held.postings)
}
