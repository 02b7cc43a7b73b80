// Idempotency keys for money-moving calls. The lookup, the business work and the stored answer share one
// write transaction, so 20 parallel requests with one key produce one effect and 20 identical answers.
// A failed call stores nothing (it moved nothing either), so a retry with the same key is evaluated afresh; a
// call whose COMMIT lost its connection runs again (tx.ts), and answers the stored result if it had committed.
import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema'
import { AppError } from '../errors'
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
  return writeTx(db, (trx) => onceIn(trx, call, work), { idempotent: call.key !== undefined, users: [call.userId] })
}

/**
 * once() inside a write transaction the caller already holds (e.g. a group commit's savepoint): the lookup,
 * `work` and the stored answer all go through `trx`.
 */
export async function onceIn<T>(
  trx: Kysely<Database>,
  call: IdempotentCall,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
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
}
