import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Sqlite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { isPostgresUrl, parseInteger } from './dialect'
import type { Database } from './schema'
import { withStatementCache } from './statement-cache'

export type Db = Kysely<Database>

export interface OpenOptions {
  /** PostgreSQL connections per process (default 10). */
  poolSize?: number
}

/** Opens the database at `location`: a postgres:// URL, or a SQLite file path (':memory:' too). */
export function openDb(location: string, options: OpenOptions = {}): Db {
  return isPostgresUrl(location) ? openPostgres(location, options) : openSqlite(location)
}

/**
 * Opens (creating the folder if needed) the SQLite database with durable, concurrent-friendly pragmas, with
 * prepared statements reused by SQL text (statement-cache.ts).
 */
function openSqlite(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const sqlite = new Sqlite(path)
  sqlite.pragma('journal_mode = WAL')
  // FULL: a committed ledger posting survives a power cut, not only a process crash.
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) })
}

const INT8 = 20
const NUMERIC = 1700

function openPostgres(url: string, options: OpenOptions): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8 || oid === NUMERIC
          ? parseInteger
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  })
  // An idle connection that the server drops (restart, failover) must not take the process down; one closing
  // with the pool itself is no news.
  pool.on('error', (error) => {
    if (!pool.ending) console.error('[tern] database connection lost:', error.message)
  })
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
}

/** The location for logs: a PostgreSQL URL without its password. */
export function describeLocation(location: string): string {
  if (!isPostgresUrl(location)) return location
  try {
    const url = new URL(location)
    if (url.password) url.password = '***'
    return url.toString()
  } catch {
    return 'postgres://(unreadable URL)'
  }
}
