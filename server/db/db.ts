import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Sqlite from 'better-sqlite3'
import { Kysely, SqliteDialect } from 'kysely'
import type { Database } from './schema'
import { withStatementCache } from './statement-cache'

export type Db = Kysely<Database>

/**
 * Opens (creating the folder if needed) the SQLite database with durable, concurrent-friendly pragmas, with
 * prepared statements reused by SQL text (statement-cache.ts).
 */
export function openDb(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const sqlite = new Sqlite(path)
  sqlite.pragma('journal_mode = WAL')
  // FULL: a committed ledger posting survives a power cut, not only a process crash.
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) })
}
