// Group commit for order placement: the calls that arrive while a write transaction is in progress are run
// together in the next one, each inside its own savepoint (on PostgreSQL only when needed: see
// runGroupPostgres). A call that fails rolls back to its savepoint only
// (it moved nothing) and gets its error; the others commit together, with one durable commit (one fsync)
// for the whole group, and each caller is answered only after that commit. The rules of writeTx hold: every
// call sees the effects of the calls before it, under one write lock (SQLite) or the locks of all the group's
// users (PostgreSQL, taken at once in id order, so two processes' groups wait for each other only when they
// share a user, and never deadlock).
//
// On PostgreSQL, where every statement is a round trip, a group also shares what a transaction costs beside
// its work: BEGIN with the locks, the look-up of the calls' idempotency keys (one statement for all), and the
// COMMIT with the house changes (one house slot per group, not per order) and the keys. A savepoint is opened
// with the previous one's release in one round trip.
import { CompiledQuery, type Kysely } from 'kysely'
import { dialectOf, isConnectionError, isRetryable } from '../db/dialect'
import type { Database } from '../db/schema'
import { runReady } from '../db/statement-cache'
import { watchWrites } from '../db/write-watch'
import { newHeld, writeHeld } from '../ledger/held'
import { type IdempotentCall, onceIn, repeatOf, storeAnswer, storedAnswers } from '../ledger/idempotency'
import { markScope, scopeOf } from '../ledger/scope'
import { writeTx } from '../ledger/tx'

type Work<T> = (trx: Kysely<Database>) => Promise<T>

interface Job {
  work: Work<unknown>
  /** The call's idempotency key, if any: a repeat answers the recorded result (tx.ts `idempotent`). */
  call?: IdempotentCall
  /** The users whose accounts the work changes (tx.ts `users`); none named, the group runs alone. */
  users?: readonly number[]
  /** The work's writes may wait for the end of the group and go with others' (see GroupOptions). */
  holdWrites?: boolean
  resolve(value: unknown): void
  reject(error: unknown): void
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown }

const MAX_GROUP = 256

class GroupCommit {
  private queue: Job[] = []
  private draining = false

  constructor(private readonly db: Kysely<Database>) {}

  run<T>(job: Pick<Job, 'work' | 'call' | 'users' | 'holdWrites'> & { work: Work<T> }): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ ...job, resolve: resolve as (value: unknown) => void, reject })
      if (!this.draining) void this.drain()
    })
  }

  private async drain(): Promise<void> {
    this.draining = true
    while (this.queue.length > 0) {
      // Let the event loop read every request already waiting (they arrive during the previous commit, which
      // blocks it) before the group is closed: without this yield each group held a single call.
      await new Promise<void>((resolve) => setImmediate(resolve))
      const group = this.queue.splice(0, MAX_GROUP)
      let outcomes: Outcome[]
      try {
        outcomes = await this.write(group)
      } catch (error) {
        for (const job of group) job.reject(error)
        continue
      }
      group.forEach((job, i) => {
        const outcome = outcomes[i]
        if (outcome?.ok) job.resolve(outcome.value)
        else job.reject(outcome?.error)
      })
    }
    this.draining = false
  }

  private async write(group: readonly Job[]): Promise<Outcome[]> {
    const idempotent = group.every((job) => job.call?.key !== undefined)
    const users = group.every((job) => job.users) ? group.flatMap((job) => job.users ?? []) : undefined
    if (dialectOf(this.db) !== 'postgres') return writeTx(this.db, (trx) => runGroup(trx, group), { idempotent, users })
    // A run after the first looks the keys up: the first may have committed (a lost answer to COMMIT), or
    // met a stored key.
    let runs = 0
    let savepoints = false
    for (;;) {
      try {
        return await writeTx(this.db, (trx) => runGroupPostgres(trx, group, { lookUp: runs++ > 0, savepoints }), {
          idempotent,
          users,
          opening: savepoints ? SAVEPOINT.sql : undefined,
        })
      } catch (error) {
        if (savepoints || !(error instanceof Undo || isStoredKey(error))) throw error
        savepoints = true
      }
    }
  }
}

/** How a group runs on PostgreSQL (runGroupPostgres). */
interface Mode {
  /** Look the calls' keys up first. */
  lookUp: boolean
  /** Each call in its own savepoint. */
  savepoints: boolean
}

/** A call without a savepoint failed after it wrote: the group rolls back and runs again with savepoints. */
class Undo extends Error {}

/** A key written with a COMMIT was there already: the group rolled back, and runs again looking keys up. */
function isStoredKey(error: unknown): boolean {
  const { code, constraint } = (error ?? {}) as { code?: unknown; constraint?: unknown }
  return code === '23505' && constraint === 'idempotency_keys_pk'
}

const SAVEPOINT = CompiledQuery.raw('savepoint placement')
const NEXT_SAVEPOINT = CompiledQuery.raw('release placement; savepoint placement')
const RELEASE = CompiledQuery.raw('release placement')
const ROLLBACK_TO = CompiledQuery.raw('rollback to placement')

async function runGroup(trx: Kysely<Database>, group: readonly Job[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  for (const job of group) {
    await runReady(trx, SAVEPOINT)
    try {
      const value = await (job.call ? onceIn(trx, job.call, job.work) : job.work(trx))
      await runReady(trx, RELEASE)
      outcomes.push({ ok: true, value })
    } catch (error) {
      await runReady(trx, ROLLBACK_TO)
      await runReady(trx, RELEASE)
      outcomes.push({ ok: false, error })
    }
  }
  return outcomes
}

/**
 * PostgreSQL. Most calls succeed, so a group first runs without savepoints (each would be a round trip): a call
 * that fails before it wrote anything (a refused amount, a closed market) needs nothing undone (db/write-watch.ts),
 * and one that fails after it wrote (a balance that does not cover the order) undoes the whole run, which did
 * nothing then (Undo); the group then runs with savepoints, as on SQLite. The transaction opens with the first
 * one (writeTx `opening`); each next one opens with the previous one's release, in one round trip, and the last
 * one ends with the COMMIT. A call rolled back to its savepoint also takes back what it held for the COMMIT (its
 * house changes, its key). An error a rerun may cure (a deadlock, a lost connection) fails the whole group,
 * which writeTx then runs again from its start.
 *
 * Keys: repeats are rare, so a group's first run does not look its keys up: they are written with its COMMIT,
 * where one already stored fails the whole group (its primary key), which did nothing then. The group then runs
 * again with `lookUp`: the stored keys read in one statement, their calls answered as recorded. Two calls of one
 * group with one key: the second answers the first's result either way.
 */
async function runGroupPostgres(trx: Kysely<Database>, group: readonly Job[], mode: Mode): Promise<Outcome[]> {
  const scope = scopeOf(trx)
  const calls = group.flatMap((job) => (job.call ? [job.call] : []))
  const answers = mode.lookUp ? await storedAnswers(trx, calls) : new Map()
  const watch = mode.savepoints ? null : await watchWrites(trx)
  // Writes held back by the calls that allow it, written before any other call runs and at the end.
  const holders = group.filter((job) => job.holdWrites).length
  const held = newHeld(holders)
  const writeAll = async () => {
    try {
      await writeHeld(trx, held)
    } catch (error) {
      if (isRetryable(error) || isConnectionError(error)) throw error
      throw new Undo()
    }
  }
  const outcomes: Outcome[] = []
  // With savepoints: the one open now has nothing of any call in it (none yet, or the last one was rolled back).
  let unused = true
  try {
    for (const job of group) {
      try {
        const repeat = job.call && repeatOf(answers, job.call)
        if (repeat) {
          outcomes.push({ ok: true, value: repeat.value })
          continue
        }
      } catch (error) {
        outcomes.push({ ok: false, error })
        continue
      }
      // One call alone saves nothing by holding (its writes would be the same statements, and an id reserved).
      const holding = !mode.savepoints && holders > 1 && job.holdWrites === true
      if (!holding) await writeAll()
      if (mode.savepoints && !unused) await runReady(trx, NEXT_SAVEPOINT)
      unused = false
      watch?.clear()
      if (scope) scope.held = holding ? held : null
      const restore = scope ? markScope(scope) : () => undefined
      try {
        const value = await job.work(trx)
        outcomes.push({ ok: true, value: job.call ? await storeAnswer(trx, job.call, value, answers) : value })
      } catch (error) {
        if (isRetryable(error) || isConnectionError(error)) throw error
        if (watch?.wrote()) throw new Undo()
        if (mode.savepoints) await runReady(trx, ROLLBACK_TO)
        restore()
        unused = true
        outcomes.push({ ok: false, error })
      }
    }
    if (scope) scope.held = null
    await writeAll()
  } finally {
    watch?.stop()
  }
  return outcomes
}

const groups = new WeakMap<Kysely<Database>, GroupCommit>()

function groupOf(db: Kysely<Database>): GroupCommit {
  let group = groups.get(db)
  if (!group) {
    group = new GroupCommit(db)
    groups.set(db, group)
  }
  return group
}

/** Runs `work` in a group-committed write transaction on `db` (which runs alone: no users named). */
export function groupCommit<T>(db: Kysely<Database>, work: Work<T>): Promise<T> {
  return groupOf(db).run({ work })
}

export interface GroupOptions {
  /**
   * PostgreSQL: the work's writes that can (ledger/held.ts: its postings, a timed order's row) may wait for the
   * end of the group and be written with the others' in one statement per kind. Their debits are then refused
   * together when their sum is not covered, and a row its writer refuses refuses them all (the group then runs
   * again, a savepoint per call, each writing at once). Only for work that reads nothing it wrote, and whose
   * only rule on balances is that a debit be covered: a timed order. A call of other work in the group runs
   * after what is held is written.
   */
  holdWrites?: boolean
}

/**
 * ledger/idempotency.ts once(), group-committed: one effect per (user, Idempotency-Key). `work` changes the
 * caller's accounts only (on PostgreSQL the group locks its callers' accounts, no others).
 */
export function groupOnce<T>(
  db: Kysely<Database>,
  call: IdempotentCall,
  work: Work<T>,
  options: GroupOptions = {},
): Promise<T> {
  return groupOf(db).run({ work, call, users: [call.userId], holdWrites: options.holdWrites })
}
