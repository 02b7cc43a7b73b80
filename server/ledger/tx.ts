// One money-moving write transaction. On SQLite, better-sqlite3 is one synchronous connection held for the
// whole callback, and BEGIN IMMEDIATE takes the write lock up front, so a second process on the same file (the
// admin CLI) waits instead of interleaving between a balance check and its posting. On PostgreSQL the
// transaction first takes advisory locks (dialect.ts WRITE_LOCK_KEY): a transaction that names its users
// locks those users only, so different users' writes run side by side in every process of a cluster, while
// one that names none runs alone. House changes wait for the end (house-slots.ts). A serialization failure
// or deadlock runs the whole callback again, a bounded number of times: it did nothing the first time. So
// does a lost connection (a database restart or failover) before COMMIT, on a fresh connection, for a few
// seconds at most. Everything inside must use `trx`, never the outer db (that would wait forever on SQLite).
import { setTimeout as sleep } from 'node:timers/promises'
import { CompiledQuery, type Kysely } from 'kysely'
import { beginWrite, dialectOf, isConnectionError, isRetryable } from '../db/dialect'
import type { Database } from '../db/schema'
import { runReady } from '../db/statement-cache'
import { checkFence } from './fence'
import { houseLimitError, houseStatement } from './house-slots'
import { openScope, type TxScope } from './scope'

const MAX_ATTEMPTS = 5
/** How long a write keeps trying to reach the database again after losing its connection (ms). */
const RECONNECT_BUDGET_MS = 3000
const FIRST_BACKOFF_MS = 100
const MAX_BACKOFF_MS = 1000

export interface WriteOptions {
  /**
   * A repeat of `work` answers the recorded result instead of acting twice (an idempotency key, ledger/
   * idempotency.ts). Only such work runs again when the connection breaks during COMMIT, whose outcome is
   * unknown; any other work then fails (`unavailable`) rather than risk posting twice.
   */
  idempotent?: boolean
  /**
   * The users whose accounts (balances, orders, positions, idempotency keys) the work reads and changes. On
   * PostgreSQL the transaction then locks only those users and runs beside others' (dialect.ts); it may post
   * to no other user. Without it the transaction runs alone. SQLite: one writer either way.
   */
  users?: readonly number[]
  /** PostgreSQL: a statement sent with BEGIN and the locks, in their round trip (a group commit's savepoint). */
  opening?: string
}

/**
 * The options of a write on one user's record found by id before the transaction (an operator's decision on a
 * deposit or withdrawal: its owner never changes): lock that user; none found, run alone as before.
 */
export function ownerLock(owner: number | undefined): WriteOptions {
  return owner === undefined ? {} : { users: [owner] }
}

const COMMIT = CompiledQuery.raw('commit')
const ROLLBACK = CompiledQuery.raw('rollback')

/**
 * COMMIT; on PostgreSQL with what waits for it (scope.ts), in one text without parameters: one round trip.
 * A statement there that fails skips the rest, COMMIT included.
 */
function commitStatement(scope: TxScope): CompiledQuery {
  if (!scope.tail || !scope.house) return COMMIT
  const house = houseStatement(scope.house)
  const statements = [...scope.tail, ...(house ? [house] : [])]
  return statements.length === 0 ? COMMIT : CompiledQuery.raw([...statements, 'commit'].join(';\n'))
}

export async function writeTx<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
  options: WriteOptions = {},
): Promise<T> {
  const dialect = dialectOf(db)
  const begin = beginWrite(dialect, options.users, options.opening)
  const users = dialect === 'postgres' && options.users ? new Set(options.users) : null
  const started = Date.now()
  let conflicts = 0
  let reconnects = 0
  for (;;) {
    let committing = false
    try {
      return await db.connection().execute(async (conn) => {
        await runReady(conn, begin)
        const scope: TxScope = { users, house: null, tail: null, held: null }
        if (dialect === 'postgres') Object.assign(scope, { house: new Map(), tail: [] })
        openScope(conn, scope)
        let result: T
        try {
          result = await work(conn)
          await checkFence(db, conn)
        } catch (error) {
          await runReady(conn, ROLLBACK)
          throw error
        }
        committing = true
        try {
          await runReady(conn, commitStatement(scope))
        } catch (error) {
          await runReady(conn, ROLLBACK).catch(() => undefined)
          throw houseLimitError(error) ?? error
        }
        return result
      })
    } catch (error) {
      if (isConnectionError(error)) {
        const rerun = !committing || options.idempotent === true
        if (!rerun || Date.now() - started >= RECONNECT_BUDGET_MS) throw error
        reconnects++
        await sleep(Math.min(FIRST_BACKOFF_MS * 2 ** (reconnects - 1), MAX_BACKOFF_MS))
        continue
      }
      conflicts++
      if (conflicts >= MAX_ATTEMPTS || !isRetryable(error)) throw error
      await sleep(Math.random() * 10 * conflicts)
    }
  }
}
