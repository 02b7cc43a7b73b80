// Group commit for order placement on SQLite (PostgreSQL runs each call beside the others instead): the calls that arrive while a write transaction is in progress are run
// together in the next one, each inside its own savepoint. A call that fails rolls back to its savepoint only
// (it moved nothing) and gets its error; the others commit together, with one durable commit (one fsync)
// for the whole group, and each caller is answered only after that commit. The rules of writeTx hold: every
// call sees the effects of the calls before it, under one write lock.
import { CompiledQuery, type Kysely } from 'kysely'
import { dialectOf } from '../db/dialect'
import type { Database } from '../db/schema'
import { runReady } from '../db/statement-cache'
import { type IdempotentCall, onceAtCommit, onceIn } from '../ledger/idempotency'
import { writeTx } from '../ledger/tx'

type Work<T> = (trx: Kysely<Database>) => Promise<T>

interface Job {
  work: Work<unknown>
  /** The work answers a repeat with its recorded result (an idempotency key): see tx.ts. */
  idempotent: boolean
  resolve(value: unknown): void
  reject(error: unknown): void
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown }

const MAX_GROUP = 256

class GroupCommit {
  private queue: Job[] = []
  private draining = false

  constructor(private readonly db: Kysely<Database>) {}

  run<T>(work: Work<T>, idempotent: boolean): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, idempotent, resolve: resolve as (value: unknown) => void, reject })
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
        const idempotent = group.every((job) => job.idempotent)
        outcomes = await writeTx(this.db, (trx) => runGroup(trx, group), { idempotent })
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
}

const SAVEPOINT = CompiledQuery.raw('savepoint placement')
const RELEASE = CompiledQuery.raw('release placement')
const ROLLBACK_TO = CompiledQuery.raw('rollback to placement')

async function runGroup(trx: Kysely<Database>, group: readonly Job[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  for (const job of group) {
    await runReady(trx, SAVEPOINT)
    try {
      const value = await job.work(trx)
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

const groups = new WeakMap<Kysely<Database>, GroupCommit>()

/** Runs `work` in a group-committed write transaction on `db`. */
export function groupCommit<T>(db: Kysely<Database>, work: Work<T>, idempotent = false): Promise<T> {
  let group = groups.get(db)
  if (!group) {
    group = new GroupCommit(db)
    groups.set(db, group)
  }
  return group.run(work, idempotent)
}

/**
 * ledger/idempotency.ts once(), group-committed on SQLite: one effect per (user, Idempotency-Key). PostgreSQL
 * takes no group: each call is its own transaction, locking the caller's account only, beside the others', its
 * key written with its COMMIT (onceAtCommit).
 */
export function groupOnce<T>(db: Kysely<Database>, call: IdempotentCall, work: Work<T>): Promise<T> {
  if (dialectOf(db) === 'postgres') return onceAtCommit(db, call, work)
  return groupCommit(db, (trx) => onceIn(trx, call, work), call.key !== undefined)
}
