// The one place where SQL differs between SQLite and PostgreSQL: how a database is told apart, the id column,
// the append-only guards (postings, operator audit), how a write transaction starts, which errors a retry may cure, and the
// integers `pg` hands back as strings. Everything else is one query layer (kysely) for both.

import { CompiledQuery, type Kysely, PostgresAdapter, type QueryExecutorProvider, sql } from 'kysely'
import { isStalePlan } from './pg-prepared'

export type DialectName = 'sqlite' | 'postgres'

/** A database location is a PostgreSQL URL or a SQLite file path. */
export function isPostgresUrl(location: string): boolean {
  return /^postgres(ql)?:\/\//i.test(location)
}

export function dialectOf(db: QueryExecutorProvider): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}

/**
 * The write transactions' locks on PostgreSQL, all transaction-scoped advisory locks (the counterpart of
 * SQLite's BEGIN IMMEDIATE). A transaction that names the users whose accounts it works on takes this key
 * shared, then one lock per user (USER_LOCK_SPACE, user id) in ascending id order: transactions of different
 * users never wait for each other, two of one user's run one after the other (its balances, orders, positions
 * and idempotency keys), and the one order makes a deadlock impossible. A transaction that names no users
 * (operator decisions, the engines' batches, sign-in records) takes the key exclusively and so runs alone, as
 * every write did before. Reads take no lock.
 */
export const WRITE_LOCK_KEY = 7_460_275_001
/** The first half of a user's lock key (two int4 halves, a space apart from the bigint keys above). */
export const USER_LOCK_SPACE = 7_460_275

const BEGIN_IMMEDIATE = CompiledQuery.raw('begin immediate')
const BEGIN_ALONE = CompiledQuery.raw(
  `begin isolation level read committed; select pg_advisory_xact_lock(${WRITE_LOCK_KEY})`,
)

/**
 * The statement that opens a write transaction, as ready SQL (nothing to build). On PostgreSQL one text without
 * parameters (the simple query protocol runs several statements per round trip): BEGIN and the locks in one
 * go, and `opening` after them if given (a group commit's first savepoint). `users`: see WRITE_LOCK_KEY.
 */
export function beginWrite(dialect: DialectName, users?: readonly number[], opening?: string): CompiledQuery {
  if (dialect === 'sqlite') return BEGIN_IMMEDIATE
  const then = opening === undefined ? [] : [opening]
  if (users === undefined)
    return then.length === 0 ? BEGIN_ALONE : CompiledQuery.raw([BEGIN_ALONE.sql, ...then].join('; '))
  const ids = [...new Set(users)].sort((a, b) => a - b)
  for (const id of ids) {
    if (!Number.isInteger(id) || id < 0 || id > 2 ** 31 - 1) throw new Error(`Not a user id: ${id}`)
  }
  const locks = ids.map((id) => `select pg_advisory_xact_lock(${USER_LOCK_SPACE}, ${id})`)
  const shared = `select pg_advisory_xact_lock_shared(${WRITE_LOCK_KEY})`
  return CompiledQuery.raw(['begin isolation level read committed', shared, ...locks, ...then].join('; '))
}

/**
 * A value as a PostgreSQL literal, for statements sent without parameters (several in one round trip, see
 * beginWrite and ledger/scope.ts): integers as they are, text as an escape string (E'...', quotes and
 * backslashes doubled, whatever standard_conforming_strings says). Text cannot hold NUL in PostgreSQL.
 */
export function pgLiteral(value: string | number | null): string {
  if (value === null) return 'null'
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`Not an integer literal: ${value}`)
    return String(value)
  }
  if (value.includes('\0')) throw new Error('Text with NUL')
  return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`
}

/**
 * Serialization failure, deadlock, and a prepared statement whose result changed under it (pg-prepared.ts): the
 * transaction did nothing and may run again.
 */
export function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  return code === '40001' || code === '40P01' || isStalePlan(error)
}

/** The node socket errors that mean the connection to PostgreSQL is gone or cannot be made. */
const SOCKET_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTCONN'])
/** What `pg` throws, without a code, when its connection ends under a query or cannot be had from the pool. */
const LOST_CONNECTION =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect|Client was closed)/

/**
 * The connection broke (a restart, a failover, a proxy dropping it) or the server refuses connections for now:
 * 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now, class 08 connection exceptions. A
 * transaction it interrupts before COMMIT did nothing (the server rolls back a session's open transaction).
 */
export function isConnectionError(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (typeof code === 'string') {
    if (SOCKET_CODES.has(code) || code.startsWith('08')) return true
    if (code === '57P01' || code === '57P02' || code === '57P03') return true
  }
  return typeof message === 'string' && LOST_CONNECTION.test(message)
}

/**
 * The database cannot store or read for now: SQLite's disk full and I/O errors (SQLITE_FULL, SQLITE_IOERR_*),
 * PostgreSQL's class 53 (disk full, out of memory, too many connections) and 58030 io_error.
 */
export function isStorageError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code
  if (typeof code !== 'string') return false
  return code === 'SQLITE_FULL' || code.startsWith('SQLITE_IOERR') || code.startsWith('53') || code === '58030'
}

/** Either of the above: the request is answered `unavailable` (HTTP 503), not `internal`. */
export function isUnavailableError(error: unknown): boolean {
  return isConnectionError(error) || isStorageError(error)
}

/**
 * An append-only guard on `table` (a trigger per dialect): postings (migration 002) and the operator audit log
 * (migration 014). Updates and deletes (and, on PostgreSQL, truncation) abort.
 */
export async function createAppendOnlyGuard(db: Kysely<unknown>, table = 'postings'): Promise<void> {
  const name = (suffix: string) => sql.id(`${table}_${suffix}`)
  const message = sql.lit(`${table} are append-only`)
  const target = sql.id(table)
  if (dialectOf(db) === 'postgres') {
    await sql`create function ${name('append_only')}() returns trigger language plpgsql as $$
      begin raise exception ${message}; end $$`.execute(db)
    await sql`create trigger ${name('no_update')} before update on ${target}
      for each row execute function ${name('append_only')}()`.execute(db)
    await sql`create trigger ${name('no_delete')} before delete on ${target}
      for each row execute function ${name('append_only')}()`.execute(db)
    await sql`create trigger ${name('no_truncate')} before truncate on ${target}
      for each statement execute function ${name('append_only')}()`.execute(db)
    return
  }
  await sql`create trigger ${name('no_update')} before update on ${target}
    begin select raise(abort, ${message}); end`.execute(db)
  await sql`create trigger ${name('no_delete')} before delete on ${target}
    begin select raise(abort, ${message}); end`.execute(db)
}

/** Removes the guard createAppendOnlyGuard put on `table` (a migration's down). */
export async function dropAppendOnlyGuard(db: Kysely<unknown>, table: string): Promise<void> {
  const target = sql.id(table)
  for (const suffix of ['no_update', 'no_delete', 'no_truncate']) {
    if (suffix === 'no_truncate' && dialectOf(db) !== 'postgres') continue
    const trigger = sql.id(`${table}_${suffix}`)
    await (dialectOf(db) === 'postgres'
      ? sql`drop trigger if exists ${trigger} on ${target}`
      : sql`drop trigger if exists ${trigger}`
    ).execute(db)
  }
  if (dialectOf(db) === 'postgres') await sql`drop function if exists ${sql.id(`${table}_append_only`)}()`.execute(db)
}

/** The names of the append-only triggers present on postings (ledger:check wants both). */
export async function appendOnlyTriggers(db: QueryExecutorProvider): Promise<string[]> {
  const query =
    dialectOf(db) === 'postgres'
      ? sql<{ name: string }>`select tgname as name from pg_trigger
          where tgrelid = 'postings'::regclass and not tgisinternal and tgenabled <> 'D'`
      : sql<{ name: string }>`select name from sqlite_master where type = 'trigger' and tbl_name = 'postings'`
  return (await query.execute(db)).rows.map((r) => r.name)
}

/**
 * `pg` hands back BIGINT (count(*), money, epoch ms) and NUMERIC (sum of BIGINT) as text. Integers within
 * 2^53 become numbers, as SQLite hands them back; larger ones stay exact as bigint (toMinor takes both), and a
 * NUMERIC with a fraction stays text: nothing is parsed through a float.
 */
export function parseInteger(text: string): number | bigint | string {
  if (!/^-?\d+$/.test(text)) return text
  const n = Number(text)
  return Number.isSafeInteger(n) ? n : BigInt(text)
}

/**
 * Balances must stay integers. SQLite keeps whatever a value turns into (a sum past 2^63 silently becomes REAL),
 * so there the table is rebuilt with CHECK (typeof(amount) = 'integer'); PostgreSQL's bigint is an integer
 * already. Used by migration 010 (`add`) and its reversal.
 */
export async function integerBalancesCheck(db: Kysely<unknown>, add: boolean): Promise<void> {
  if (dialectOf(db) === 'postgres') return
  const integer = add ? sql`, constraint balances_amount_integer check (typeof(amount) = 'integer')` : sql``
  await sql`create table balances_next (
    account_kind text not null check (account_kind in ('user', 'house')),
    account_id text not null,
    asset text not null check (asset in ('USDT', 'BTC', 'ETH')),
    bucket text not null check (bucket in ('available', 'frozen')),
    amount bigint not null,
    constraint balances_pk primary key (account_kind, account_id, asset, bucket),
    constraint balances_user_not_negative check (account_kind = 'house' or amount >= 0)${integer})`.execute(db)
  await sql`insert into balances_next (account_kind, account_id, asset, bucket, amount)
    select account_kind, account_id, asset, bucket, amount from balances`.execute(db)
  await sql`drop table balances`.execute(db)
  await sql`alter table balances_next rename to balances`.execute(db)
}
