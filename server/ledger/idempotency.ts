// Idempotency keys for money-moving calls. The lookup, the business work and the stored answer share one
// write transaction, so 20 parallel requests with one key produce one effect and 20 identical answers.
// A failed call stores nothing (it moved nothing either), so a retry with the same key is evaluated afresh; a
// call whose COMMIT lost its connection runs again (tx.ts), and answers the stored result if it had committed.
import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import { dialectOf, pgLiteral } from '../db/dialect'
import type { Database } from '../db/schema'
import { preparedQuery } from '../db/statement-cache'
import { AppError } from '../errors'
import { scopeOf } from './scope'
import { writeTx } from './tx'

export function fingerprint(call: string, body: unknown): string {
  return createHash('sha256').update(call).update('\n').update(JSON.stringify(body)).digest('hex')
}

export interface IdempotentCall {
  userId: number
  /** The Idempotency-Key header, if the client sent one. */
  key: string | undefined
  fingerprint: string
  now: Date
}

/**
 * Runs `work` in a write transaction once per (user, key); a repeat answers the stored result. The transaction
 * locks the caller's account only (tx.ts `users`): `work` must post to no other user.
 */
export function once<T>(
  db: Kysely<Database>,
  call: IdempotentCall,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  return writeTx(db, (trx) => onceIn(trx, call, work), writeOptions(call))
}

/**
 * once() without the lookup first (PostgreSQL, the order calls): `work` runs and the key is written with the
 * COMMIT, where a key already stored fails the transaction (its primary key), which then did nothing. A failed
 * call, or one whose key was there, then answers the stored result if there is one. Repeats are rare, so the
 * usual call saves a round trip; a repeat costs one more and a rolled-back run. The caller's lock (tx.ts)
 * orders two calls with one key: the second sees the first's key once it runs.
 */
export async function onceAtCommit<T>(
  db: Kysely<Database>,
  call: IdempotentCall,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (call.key === undefined || dialectOf(db) !== 'postgres') return once(db, call, work)
  try {
    return await writeTx(db, async (trx) => storeAtCommit(trx, call, await work(trx)), writeOptions(call))
  } catch (error) {
    const previous = await storedAnswer(db, call.userId, call.key).catch(() => undefined)
    if (!previous) throw error
    return answerOf<T>(previous, call)
  }
}

const writeOptions = (call: IdempotentCall) => ({ idempotent: call.key !== undefined, users: [call.userId] })

/**
 * once() inside a write transaction the caller already holds (e.g. a group commit's savepoint): the lookup,
 * `work` and the stored answer all go through `trx` (on PostgreSQL the answer goes with the COMMIT).
 */
export async function onceIn<T>(
  trx: Kysely<Database>,
  call: IdempotentCall,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const { key, userId } = call
  if (key === undefined) return work(trx)
  const previous = await storedAnswer(trx, userId, key)
  if (previous) return answerOf<T>(previous, call)
  return storeAtCommit(trx, call, await work(trx))
}

const storedAnswerQuery = preparedQuery((db, slot) =>
  db
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'response'])
    .where('user_id', '=', slot<number>(0))
    .where('key', '=', slot<string>(1)),
)

async function storedAnswer(db: Kysely<Database>, userId: number, key: string) {
  return (await storedAnswerQuery(db, userId, key)).rows[0]
}

const storeKey = preparedQuery((db, slot) =>
  db.insertInto('idempotency_keys').values({
    user_id: slot<number>(0),
    key: slot<string>(1),
    fingerprint: slot<string>(2),
    response: slot<string>(3),
    created_at: slot<string>(4),
  }),
)

function answerOf<T>(previous: { fingerprint: string; response: string }, call: IdempotentCall): T {
  if (previous.fingerprint !== call.fingerprint) throw new AppError('idempotency_conflict')
  return JSON.parse(previous.response) as T
}

/** Stores the answer under the call's key: with the COMMIT on PostgreSQL (scope.ts), at once on SQLite. */
async function storeAtCommit<T>(trx: Kysely<Database>, call: IdempotentCall, result: T): Promise<T> {
  if (call.key === undefined) return result
  const row = {
    user_id: call.userId,
    key: call.key,
    fingerprint: call.fingerprint,
    response: JSON.stringify(result ?? null),
    created_at: call.now.toISOString(),
  }
  const tail = scopeOf(trx)?.tail
  if (tail) {
    const values = [row.user_id, row.key, row.fingerprint, row.response, row.created_at].map(pgLiteral)
    tail.push(
      `insert into idempotency_keys (user_id, key, fingerprint, response, created_at) values (${values.join(', ')})`,
    )
    return result
  }
  await storeKey(trx, row.user_id, row.key, row.fingerprint, row.response, row.created_at)
  return result
}
