// Idempotency keys for money-moving calls. The lookup, the business work and the stored answer share one
// write transaction, so 20 parallel requests with one key produce one effect and 20 identical answers.
// A failed call stores nothing (it moved nothing either), so a retry with the same key is evaluated afresh; a
// call whose COMMIT lost its connection runs again (tx.ts), and answers the stored result if it had committed.
import { createHash } from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import { pgLiteral } from '../db/dialect'
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

export interface StoredAnswer {
  fingerprint: string
  response: string
}

/** The answers stored under keys, by user and key (answerKey); a group's calls add theirs as they run. */
export type Answers = Map<string, StoredAnswer>

export const answerKey = (userId: number, key: string) => `${userId}\n${key}`

/** PostgreSQL: the answers stored under any of the (user, key) pairs, in one statement. */
const storedAnswersQuery = preparedQuery((db, slot) => {
  const statement = sql<{ user_id: number; key: string } & StoredAnswer>`select user_id, key, fingerprint, response
    from idempotency_keys where (user_id, key) in (select * from unnest(${slot<number[]>(0)}::bigint[],
    ${slot<string[]>(1)}::text[]))`
  return { compile: () => statement.compile(db) }
})

/**
 * The answers already stored under the keys of `calls` (those without a key ask nothing), in one statement on
 * PostgreSQL: the calls of a group commit (trading/group-commit.ts) look their keys up together.
 */
export async function storedAnswers(trx: Kysely<Database>, calls: readonly IdempotentCall[]): Promise<Answers> {
  const keyed = calls.filter((c): c is IdempotentCall & { key: string } => c.key !== undefined)
  const answers: Answers = new Map()
  if (keyed.length === 0) return answers
  const { rows } = await storedAnswersQuery(
    trx,
    keyed.map((c) => c.userId),
    keyed.map((c) => c.key),
  )
  for (const row of rows) answers.set(answerKey(Number(row.user_id), row.key), row)
  return answers
}

/**
 * A call of a group whose keys were looked up together: the stored answer to a repeat (or idempotency_conflict
 * for another body under the key), undefined for a new call, which then runs and is stored (storeAnswer).
 */
export function repeatOf<T>(answers: Answers, call: IdempotentCall): { value: T } | undefined {
  if (call.key === undefined) return undefined
  const previous = answers.get(answerKey(call.userId, call.key))
  return previous ? { value: answerOf<T>(previous, call) } : undefined
}

/** Stores a new call's answer under its key (with the COMMIT on PostgreSQL), and in `answers` for its group. */
export async function storeAnswer<T>(trx: Kysely<Database>, call: IdempotentCall, result: T, answers: Answers) {
  if (call.key === undefined) return result
  const stored = { fingerprint: call.fingerprint, response: JSON.stringify(result ?? null) }
  await storeResponse(trx, call, call.key, stored.response)
  answers.set(answerKey(call.userId, call.key), stored)
  return result
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
  if (call.key !== undefined) await storeResponse(trx, call, call.key, JSON.stringify(result ?? null))
  return result
}

async function storeResponse(trx: Kysely<Database>, call: IdempotentCall, key: string, response: string) {
  const row = [call.userId, key, call.fingerprint, response, call.now.toISOString()] as const
  const tail = scopeOf(trx)?.tail
  if (tail) {
    tail.push(
      `insert into idempotency_keys (user_id, key, fingerprint, response, created_at) values (${row.map(pgLiteral).join(', ')})`,
    )
    return
  }
  await storeKey(trx, ...row)
}
