// The second sign-in step of an account with two-factor sign-in. The right password opens a challenge: a 256-bit
// ticket (stored as its SHA-256) valid for 5 minutes and 5 codes; each code is also throttled like a password
// (two-factor.ts). The right code ends the challenge and starts the session, unless the password changed or the
// sign-in was frozen meanwhile.
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { LoginResult, TwoFactorChallenge } from '../../../contract/api'
import type { Database, UserRow } from '../../db/schema'
import type { Deps } from '../../deps'
import { AppError } from '../../errors'
import type { ClientInfo } from '../../http/types'
import { writeTx } from '../../ledger/tx'
import { noticeNewDevice } from './devices'
import { findUserById } from './repo'
import { hashToken, issueToken } from './tokens'
import { acceptSecondFactor, throttledCodeCheck } from './two-factor'

export const challengeRules = { ttlMs: 5 * 60_000, maxAttempts: 5 } as const

const expired = () => new AppError('login_failed', 'login_ticket_invalid')

export async function openChallenge(trx: Kysely<Database>, user: UserRow, now: Date): Promise<TwoFactorChallenge> {
  const ticket = randomBytes(32).toString('base64url')
  const expires_at = new Date(now.getTime() + challengeRules.ttlMs).toISOString()
  await trx
    .insertInto('login_challenges')
    .values({
      user_id: user.id,
      ticket_hash: hashToken(ticket),
      password_hash: user.password_hash,
      created_at: now.toISOString(),
      expires_at,
      used_at: null,
    })
    .execute()
  return { two_factor: true, ticket, expires_at }
}

/** POST /main/login_code: the code for a challenge; the session on success. */
export async function completeLogin(
  deps: Deps,
  input: { ticket: string; code: string },
  client: ClientInfo,
): Promise<LoginResult> {
  const { db, clock, config } = deps
  const now = clock()
  if (input.ticket === '' || input.ticket.length > 128) throw expired()
  const challenge = await db
    .selectFrom('login_challenges')
    .selectAll()
    .where('ticket_hash', '=', hashToken(input.ticket))
    .executeTakeFirst()
  if (!challenge || challenge.used_at !== null || challenge.expires_at <= now.toISOString()) throw expired()
  if (input.code === '') throw new AppError('two_factor_required')
  const user = await findUserById(db, challenge.user_id)
  if (!user || user.password_hash !== challenge.password_hash || user.totp_enabled !== 1) throw expired()
  // An attempt is taken atomically before the check, so parallel guesses each use one of the challenge's.
  const counted = await db
    .updateTable('login_challenges')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', challenge.id)
    .where('attempts', '<', challengeRules.maxAttempts)
    .executeTakeFirst()
  if (Number(counted.numUpdatedRows) !== 1) throw new AppError('too_many_attempts', 'code_attempts')
  const right = await throttledCodeCheck(db, user.id, client.address, now, () =>
    acceptSecondFactor(db, user, input.code, now),
  )
  if (!right) throw new AppError('wrong_code')
  return writeTx(db, async (trx) => {
    const used = await trx
      .updateTable('login_challenges')
      .set({ used_at: now.toISOString() })
      .where('id', '=', challenge.id)
      .where('used_at', 'is', null)
      .executeTakeFirst()
    if (Number(used.numUpdatedRows) !== 1) throw expired()
    const current = await findUserById(trx, user.id)
    if (current?.password_hash !== challenge.password_hash) throw expired()
    if (current.login_frozen_at !== null) throw new AppError('account_frozen', 'login_frozen')
    await noticeNewDevice(trx, user.id, client, now)
    return issueToken(trx, user.id, now, config.tokenTtlDays, client)
  })
}
