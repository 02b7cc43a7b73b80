// Sign-in and registration throttling, kept in the database so several API processes share it. An attempt is
// reserved (its rows written) before the password is hashed, inside one write transaction, so attempts still in
// flight count: 40 parallel guesses see 0, 1, 2, ... earlier attempts, not 0 each.
import type { Kysely } from 'kysely'
import type { Db } from '../../db/db'
import type { Database, ThrottleScope } from '../../db/schema'
import { AppError } from '../../errors'
import { writeTx } from '../../ledger/tx'

const SECOND_MS = 1000

/**
 * Progressive delays instead of lockouts. After `free` failures in the window, the next attempt of that key
 * must wait base x 2^(failures - free) after the last failure, at most `maxDelayMs`. Keys: one account from
 * one address (pair), and one address across accounts. An address that has not failed is never delayed.
 */
export const throttleRules = {
  windowMs: 60 * 60_000,
  pair: { free: 3, baseMs: SECOND_MS, maxDelayMs: 15 * 60_000 },
  address: { free: 10, baseMs: SECOND_MS, maxDelayMs: 15 * 60_000 },
  /** Registration attempts (successful or not) one client address may make per window, by default. */
  registrationsPerAddress: 20,
  registrationWindowMs: 60 * 60_000,
} as const

/**
 * Successful sign-ins count too: a correct password still costs a hash. Within `windowMs`, one account may sign in
 * `perAccount` times and one client address `perAddress` times; beyond that a sign-in is refused before hashing.
 */
export const signInBudget = { windowMs: 60_000, perAccount: 5, perAddress: 20 } as const

/** How long throttle rows matter; housekeeping deletes older ones. */
export const throttleRetentionMs = Math.max(
  throttleRules.windowMs,
  throttleRules.registrationWindowMs,
  signInBudget.windowMs,
)

type Schedule = { free: number; baseMs: number; maxDelayMs: number }

export function delayAfter(failures: number, schedule: Schedule): number {
  if (failures < schedule.free) return 0
  return Math.min(schedule.maxDelayMs, schedule.baseMs * 2 ** Math.min(failures - schedule.free, 30))
}

export const pairKey = (account: string, address: string) => `${account}\n${address}`

async function history(trx: Kysely<Database>, scope: ThrottleScope, key: string, since: string) {
  const row = await trx
    .selectFrom('login_failures')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.max('created_at').as('last')])
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('created_at', '>', since)
    .executeTakeFirst()
  return { count: Number(row?.n ?? 0), last: row?.last ? Date.parse(row.last) : 0 }
}

/** Milliseconds the key must still wait before its next attempt (0: go ahead). */
async function waitFor(trx: Kysely<Database>, scope: ThrottleScope, key: string, schedule: Schedule, now: Date) {
  const since = new Date(now.getTime() - throttleRules.windowMs).toISOString()
  const { count, last } = await history(trx, scope, key, since)
  return Math.max(0, last + delayAfter(count, schedule) - now.getTime())
}

/** Which throttle rows a sign-in counts in: users' own, or operators' (never mixed with users'). */
export interface LoginScopes {
  pair: ThrottleScope
  address: ThrottleScope
}
export const userLoginScopes: LoginScopes = { pair: 'pair', address: 'address' }
export const operatorLoginScopes: LoginScopes = { pair: 'operator', address: 'operator_address' }

export interface Reservation {
  ids: { pair: number; address: number }
}

/**
 * Records a sign-in attempt as a failure up front, or throws `too_many_attempts` (with the seconds to wait)
 * without recording anything. A successful attempt then calls `settleSuccess`.
 */
export function reserveLogin(
  db: Db,
  account: string,
  address: string,
  now: Date,
  scopes = userLoginScopes,
): Promise<Reservation> {
  return writeTx(db, async (trx) => {
    const pair = pairKey(account, address)
    const wait = Math.max(
      await waitFor(trx, scopes.pair, pair, throttleRules.pair, now),
      await waitFor(trx, scopes.address, address, throttleRules.address, now),
    )
    if (wait > 0) {
      throw new AppError('too_many_attempts', 'too_many_attempts', { seconds: String(Math.ceil(wait / SECOND_MS)) })
    }
    const created_at = now.toISOString()
    const insert = (scope: ThrottleScope, key: string) =>
      trx.insertInto('login_failures').values({ scope, key, created_at }).returning('id').executeTakeFirstOrThrow()
    const pairRow = await insert(scopes.pair, pair)
    return { ids: { pair: pairRow.id, address: (await insert(scopes.address, address)).id } }
  })
}

/** The right password: this pair starts afresh, and the attempt no longer counts against the address. */
export async function settleSuccess(
  db: Db,
  account: string,
  address: string,
  reservation: Reservation,
  scopes = userLoginScopes,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('login_failures')
      .where('scope', '=', scopes.pair)
      .where('key', '=', pairKey(account, address))
      .execute()
    await trx.deleteFrom('login_failures').where('id', '=', reservation.ids.address).execute()
  })
}

/**
 * Counts a registration attempt from `address`, or throws `rate_limited` once the window's allowance (`allowed`,
 * TERN_REGISTRATIONS_PER_ADDRESS_HOUR) is used.
 */
export function reserveRegistration(
  db: Db,
  address: string,
  now: Date,
  allowed: number = throttleRules.registrationsPerAddress,
): Promise<void> {
  return writeTx(db, async (trx) => {
    const since = new Date(now.getTime() - throttleRules.registrationWindowMs).toISOString()
    const { count } = await history(trx, 'registration', address, since)
    if (count >= allowed) throw new AppError('rate_limited')
    await trx
      .insertInto('login_failures')
      .values({ scope: 'registration', key: address, created_at: now.toISOString() })
      .execute()
  })
}

/**
 * Throws `rate_limited` when the account or the address has used its sign-in budget (read only: no hash yet).
 * `shared`: an account many people sign in to (the demo account), held to the address budget only.
 */
export async function checkSignInBudget(db: Db, account: string, address: string, now: Date, shared = false) {
  const since = new Date(now.getTime() - signInBudget.windowMs).toISOString()
  const [byAccount, byAddress] = await Promise.all([
    shared ? { count: 0 } : history(db, 'signin', account, since),
    history(db, 'signin_address', address, since),
  ])
  if (byAccount.count >= signInBudget.perAccount || byAddress.count >= signInBudget.perAddress) {
    throw new AppError('rate_limited', 'login_too_often')
  }
}

/** Counts a successful sign-in against the account's and the address's budgets. */
export async function recordSignIn(db: Db, account: string, address: string, now: Date): Promise<void> {
  const created_at = now.toISOString()
  await db
    .insertInto('login_failures')
    .values([
      { scope: 'signin', key: account, created_at },
      { scope: 'signin_address', key: address, created_at },
    ])
    .execute()
}
