import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Sqlite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { isPostgresUrl, parseInteger } from './dialect'
import { createOutageLog } from './outage'
import { PreparingClient } from './pg-prepared'
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) })
  dataVersions.set(db, sqlite.prepare<[], number>('pragma data_version').pluck())
  return db
}

const dataVersions = new WeakMap<Db, Sqlite.Statement<[], number>>()

/**
 * SQLite: a function reading `PRAGMA data_version` (it changes when another connection commits) straight from the
 * connection, as every signed-in call asks it (session-cache.ts): a read-only pragma, needing no transaction and
 * none of kysely's steps. undefined on PostgreSQL.
 */
export function sqliteDataVersion(db: Db): (() => number) | undefined {
  const statement = dataVersions.get(db)
  return statement ? () => statement.get() as number : undefined
}

const INT8 = 20
/** How long a query waits for a connection (the pool's, or a new one) before it fails (ms). */
const CONNECT_TIMEOUT_MS = 10_000
/** Connections lost, logged once per interval for the whole process. */
const connectionLog = createOutageLog('database connection lost')

const NUMERIC = 1700

/** A pool that runs its handle's closers (notifications.ts) before it ends: kysely's destroy() ends the pool. */
class ClosingPool extends pg.Pool {
  readonly closers: (() => Promise<void>)[] = []
  override async end(): Promise<void> {
    await Promise.all(this.closers.splice(0).map((close) => close()))
    return super.end()
  }
}

const pools = new WeakMap<Db, ClosingPool>()

/**
 * PostgreSQL: the connection settings of `db`'s pool (for a connection of its own, such as a LISTEN) and a way
 * to close what it opened when `db` is destroyed; undefined on SQLite.
 */
export function postgresOf(
  db: Db,
): { options: pg.ClientConfig; onClose(close: () => Promise<void>): void } | undefined {
  const pool = pools.get(db)
  if (!pool) return undefined
  return { options: pool.options, onClose: (close) => pool.closers.push(close) }
}

function openPostgres(url: string, options: OpenOptions): Db {
  const pool = new ClosingPool({
    connectionString: url,
    // The hot statements as named prepared statements (pg-prepared.ts).
    Client: PreparingClient,
    max: options.poolSize ?? 10,
    // Notice a connection that died silently (a failover, a dropped route), and do not wait forever for one.
    keepAlive: true,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8 || oid === NUMERIC
          ? parseInteger
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  })
  // A connection that the server drops (restart, failover, a proxy) must not take the process down: the pool
  // handles its idle ones, and every connection gets a handler of its own for the time it is checked out (pg
  // emits the error there with no listener otherwise, which crashes the process). The query it was running
  // fails with the same error; the pool discards the broken connection on release. One closing with the pool
  // itself is no news.
  const lost = (error: Error) => {
    if (!pool.ending) connectionLog.report(error)
  }
  pool.on('error', lost)
  pool.on('connect', (client) => client.on('error', lost))
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  pools.set(db, pool)
  return db
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
