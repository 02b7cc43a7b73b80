// Prepared statements reused by SQL text. kysely's SqliteDriver calls `database.prepare(sql)` for every query,
// and better-sqlite3 compiles the SQL each time; the queries of the hot paths are a few dozen fixed texts, so
// a small LRU of prepared statements removes that work. The driver then asks `stmt.reader` (rows or not) and
// calls all(), run() or iterate() with fresh parameters, so a reused statement behaves exactly like a new one.
// SQLite re-prepares a statement by itself when the schema changes under it.
import type { Database as Sqlite, Statement } from 'better-sqlite3'
import {
  type Compilable,
  type CompiledQuery,
  type Kysely,
  type QueryResult,
  type SqliteDatabase,
  type SqliteStatement,
  sql,
} from 'kysely'
import { type DialectName, dialectOf } from './dialect'
import { registerPrepared } from './pg-prepared'
import type { Database } from './schema'

type Db = Kysely<Database>

export const DEFAULT_STATEMENT_CACHE_SIZE = 256

export interface StatementCacheStats {
  hits: number
  misses: number
  size: number
}

export interface CachedDatabase extends SqliteDatabase {
  stats(): StatementCacheStats
}

/** Wraps a better-sqlite3 database for kysely's SqliteDialect with a bounded LRU of prepared statements. */
export function withStatementCache(sqlite: Sqlite, capacity = DEFAULT_STATEMENT_CACHE_SIZE): CachedDatabase {
  // A Map iterates in insertion order: re-inserting on a hit makes the first key the least recently used.
  const cache = new Map<string, Statement>()
  let hits = 0
  let misses = 0
  return {
    prepare(sql: string): SqliteStatement {
      const cached = cache.get(sql)
      // A statement still being iterated (a streamed query) cannot run again: nested use gets its own.
      if (cached && !cached.busy) {
        hits += 1
        cache.delete(sql)
        cache.set(sql, cached)
        return cached
      }
      misses += 1
      const stmt = sqlite.prepare(sql)
      if (cached) return stmt
      cache.set(sql, stmt)
      if (cache.size > capacity) {
        const oldest = cache.keys().next().value
        if (oldest !== undefined) cache.delete(oldest)
      }
      return stmt
    },
    close() {
      cache.clear()
      sqlite.close()
    },
    stats: () => ({ hits, misses, size: cache.size }),
  }
}

// Statements built and compiled by kysely once per dialect, then run with new parameters: the hot paths (the
// session look-up, userinfo, the order calls and the ledger postings under them) skip building the query tree
// and compiling its SQL on every call, and on SQLite the cache above then skips preparing it. The builder
// receives slots in place of its parameters; each becomes a placeholder of the compiled SQL, filled from the
// call's values. Keyed by dialect, not by handle: a transaction is a new Kysely instance every time, and every
// handle of a dialect without plugins compiles alike. A handle with plugins (a test's fault injection) builds
// and compiles every time, through its plugins, and never fills the cache.
const SLOT = '\u0000tern-slot-'

/** The i-th value of the call, typed as the column it is compared with or written to. */
export type Slot = <T>(index: number) => T
const slot: Slot = <T>(index: number) => `${SLOT}${index}` as T

interface Compiled<R> {
  query: CompiledQuery<R>
  /** For each parameter of the compiled query: the call's value it takes (its index), or -1 for a constant. */
  from: number[]
}

function compiledOf<R>(compilable: Compilable<R>): Compiled<R> {
  const query = compilable.compile()
  return { query, from: slotsOf(query) }
}

/** A statement kept for every call: on PostgreSQL it then runs as a named prepared statement (pg-prepared.ts). */
function keptOf<R>(compilable: Compilable<R>, dialect: DialectName): Compiled<R> {
  const compiled = compiledOf(compilable)
  if (dialect === 'postgres') registerPrepared(compiled.query.sql)
  return compiled
}

function slotsOf(query: CompiledQuery): number[] {
  return query.parameters.map((p) => (typeof p === 'string' && p.startsWith(SLOT) ? Number(p.slice(SLOT.length)) : -1))
}

/** The cache key of `db`'s compiled statements, or null when it must compile each time (it has plugins). */
function keyOf(db: Db): DialectName | null {
  return db.getExecutor().plugins.length === 0 ? dialectOf(db) : null
}

function runCompiled<R>(db: Db, { query, from }: Compiled<R>, values: readonly unknown[]): Promise<QueryResult<R>> {
  const parameters = from.map((index, i) => (index < 0 ? query.parameters[i] : values[index]))
  return db.executeQuery<R>({ ...query, parameters })
}

export function preparedQuery<R>(build: (db: Db, slot: Slot) => Compilable<R>) {
  const compiled: Partial<Record<DialectName, Compiled<R>>> = {}
  return (db: Db, ...values: readonly unknown[]): Promise<QueryResult<R>> => {
    const dialect = keyOf(db)
    if (!dialect) return runCompiled(db, compiledOf(build(db, slot)), values)
    let known = compiled[dialect]
    if (!known) {
      known = keptOf(build(db, slot), dialect)
      compiled[dialect] = known
    }
    return runCompiled(db, known, values)
  }
}

/** Counts up to which preparedByCount keeps a compiled statement; a larger one (an engine's batch) is built. */
export const PREPARED_MAX_COUNT = 32

/**
 * A statement whose shape depends on a count (the rows of a multi-row insert): compiled once per dialect and
 * count up to PREPARED_MAX_COUNT, built each time beyond. `values` are the slots' values in order.
 */
export function preparedByCount<R>(build: (db: Db, count: number, slot: Slot) => Compilable<R>) {
  const compiled = new Map<string, Compiled<R>>()
  return (db: Db, count: number, values: readonly unknown[]): Promise<QueryResult<R>> => {
    const dialect = keyOf(db)
    if (!dialect || count > PREPARED_MAX_COUNT) return runCompiled(db, compiledOf(build(db, count, slot)), values)
    const key = `${dialect}|${count}`
    let known = compiled.get(key)
    if (!known) {
      known = keptOf(build(db, count, slot), dialect)
      compiled.set(key, known)
    }
    return runCompiled(db, known, values)
  }
}

/** Shapes up to which preparedByShape keeps compiled statements; past it a new shape is built each time. */
const PREPARED_MAX_SHAPES = 64

/**
 * A statement whose shape is a list of column names (an insert or update of the columns a call gives): compiled
 * once per dialect and shape; `values` are the slots' values, in the columns' order.
 */
export function preparedByShape<R>(build: (db: Db, columns: readonly string[], slot: Slot) => Compilable<R>) {
  const compiled = new Map<string, Compiled<R>>()
  return (db: Db, columns: readonly string[], values: readonly unknown[]): Promise<QueryResult<R>> => {
    const dialect = keyOf(db)
    if (!dialect) return runCompiled(db, compiledOf(build(db, columns, slot)), values)
    const key = `${dialect}|${columns.join(',')}`
    let known = compiled.get(key)
    if (!known) {
      const kept = compiled.size < PREPARED_MAX_SHAPES
      known = kept ? keptOf(build(db, columns, slot), dialect) : compiledOf(build(db, columns, slot))
      if (kept) compiled.set(key, known)
    }
    return runCompiled(db, known, values)
  }
}

/**
 * Runs ready SQL text (BEGIN, COMMIT, savepoints: nothing to build). A handle with plugins gets it through
 * kysely's builder instead, so that its plugins see the statement (a test's fault injection on COMMIT).
 */
export function runReady(db: Db, query: CompiledQuery): Promise<QueryResult<unknown>> {
  if (keyOf(db)) return db.executeQuery(query)
  return sql.raw(query.sql).execute(db)
}
