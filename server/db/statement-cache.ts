// Prepared statements reused by SQL text. kysely's SqliteDriver calls `database.prepare(sql)` for every query,
// and better-sqlite3 compiles the SQL each time; the queries of the hot paths are a few dozen fixed texts, so
// a small LRU of prepared statements removes that work. The driver then asks `stmt.reader` (rows or not) and
// calls all(), run() or iterate() with fresh parameters, so a reused statement behaves exactly like a new one.
// SQLite re-prepares a statement by itself when the schema changes under it.
import type { Database as Sqlite, Statement } from 'better-sqlite3'
import type { SqliteDatabase, SqliteStatement } from 'kysely'

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
