// Group commit for order placement: the calls that arrive while a write transaction is in progress are run
// together in the next one, each inside its own savepoint. A call that fails rolls back to its savepoint only
// (it moved nothing) and gets its error; the others commit together, with one durable commit (one fsync)
// for the whole group, and each caller is answered only after that commit. The rules of writeTx hold: every
// call sees the effects of the calls before it, under one write lock.
import { type Kysely, sql } from 'kysely'
import type { Database } from '../db/schema'
import { AppError } from '../errors'
import type { IdempotentCall } from '../ledger/idempotency'
import { writeTx } from '../ledger/tx'

type Work<T> = (trx: Kysely<Database>) => Promise<T>

interface Job {
  work: Work<unknown>
  resolve(value: unknown): void
  reject(error: unknown): void
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown }

const MAX_GROUP = 256

class GroupCommit {
  private queue: Job[] = []
  private draining = false

  constructor(private readonly db: Kysely<Database>) {}

  run<T>(work: Work<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject })
      if (!this.draining) void this.drain()
    })
  }

  private async drain(): Promise<void> {
    this.draining = true
    while (this.queue.length > 0) {
      const group = this.queue.splice(0, MAX_GROUP)
      let outcomes: Outcome[]
      try {
        outcomes = await writeTx(this.db, (trx) => runGroup(trx, group))
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

async function runGroup(trx: Kysely<Database>, group: readonly Job[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  for (const job of group) {
    await sql`savepoint placement`.execute(trx)
    try {
      const value = await job.work(trx)
      await sql`release placement`.execute(trx)
      outcomes.push({ ok: true, value })
    } catch (error) {
      await sql`rollback to placement`.execute(trx)
      await sql`release placement`.execute(trx)
      outcomes.push({ ok: false, error })
    }
  }
  return outcomes
}

const groups = new WeakMap<Kysely<Database>, GroupCommit>()

/** Runs `work` in a group-committed write transaction on `db`. */
export function groupCommit<T>(db: Kysely<Database>, work: Work<T>): Promise<T> {
  let group = groups.get(db)
  if (!group) {
    group = new GroupCommit(db)
    groups.set(db, group)
  }
  return group.run(work)
}

/**
 * ledger/idempotency.ts once(), inside a group: one effect per (user, Idempotency-Key); a repeat gets the
 * stored answer, the same key with another body is refused. A failed call stores nothing.
 */
export function groupOnce<T>(db: Kysely<Database>, call: IdempotentCall, work: Work<T>): Promise<T> {
  return groupCommit(db, async (trx) => {
    const { key, userId } = call
    if (key === undefined) return work(trx)
    const previous = await trx
      .selectFrom('idempotency_keys')
      .select(['fingerprint', 'response'])
      .where('user_id', '=', userId)
      .where('key', '=', key)
      .executeTakeFirst()
    if (previous) {
      if (previous.fingerprint !== call.fingerprint) throw new AppError('idempotency_conflict')
      return JSON.parse(previous.response) as T
    }
    const result = await work(trx)
    await trx
      .insertInto('idempotency_keys')
      .values({
        user_id: userId,
        key,
        fingerprint: call.fingerprint,
        response: JSON.stringify(result ?? null),
        created_at: call.now.toISOString(),
      })
      .execute()
    return result
  })
}
