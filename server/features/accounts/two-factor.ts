// Users' optional second factor: TOTP (RFC 6238 through otplib, as operators': SHA-1, 6 digits, 30-second steps,
// one step of drift either side, a step never accepted twice) and ten one-time recovery codes stored hashed.
// Every check of a code is throttled like a password: it is reserved as a failed sign-in of `2fa:<user id>`
// from the client address first (throttle.ts), and settled only when the code is right.

import type { Kysely } from 'kysely'
import { recoveryCodeCount } from '../../../contract/security'
import { matchingTotpStep, newTotpSecret, totpUri } from '../../auth/totp'
import type { Db } from '../../db/db'
import type { Database, UserRow } from '../../db/schema'
import { AppError } from '../../errors'
import { hashOneTimeCode, newRecoveryCode, normalizeRecoveryCode, oneTimeCodeMatches } from './code-hash'
import { reserveLogin, settleSuccess } from './throttle'

export type SecondFactorUser = Pick<UserRow, 'id' | 'totp_secret' | 'totp_enabled' | 'totp_last_step'>

export const newUserTotpSecret = newTotpSecret

/** Takes a TOTP code for the user (recording its step in the same statement); `enable` also turns 2FA on. */
export async function acceptUserTotp(db: Db, user: SecondFactorUser, code: string, now: Date, enable = false) {
  const step = await matchingTotpStep(user.totp_secret, code, now, Number(user.totp_last_step))
  if (step === undefined) return false
  const result = await db
    .updateTable('users')
    .set(enable ? { totp_last_step: step, totp_enabled: 1 } : { totp_last_step: step })
    .where('id', '=', user.id)
    .where('totp_secret', '=', user.totp_secret)
    .where('totp_last_step', '<', step)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Uses one of the user's unused recovery codes (at most once, also under races). */
async function spendRecoveryCode(db: Db, userId: number, code: string, now: Date): Promise<boolean> {
  const typed = normalizeRecoveryCode(code)
  if (!/^[a-z0-9]{10}$/.test(typed)) return false
  const unused = await db
    .selectFrom('recovery_codes')
    .select(['id', 'code_hash'])
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute()
  const match = unused.find((row) => oneTimeCodeMatches(typed, row.code_hash))
  if (!match) return false
  const result = await db
    .updateTable('recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('id', '=', match.id)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** A code from the authenticator or one recovery code; true when it was right (and is now spent). */
export async function acceptSecondFactor(db: Db, user: SecondFactorUser, code: string, now: Date) {
  if (user.totp_enabled !== 1) return false
  return /^\d{6}$/.test(code) ? acceptUserTotp(db, user, code, now) : spendRecoveryCode(db, user.id, code, now)
}

/** Counts a code check like a password check: throws too_many_attempts while the throttle holds it back. */
export async function throttledCodeCheck(
  db: Db,
  userId: number,
  address: string,
  now: Date,
  check: () => Promise<boolean>,
): Promise<boolean> {
  const key = `2fa:${userId}`
  const reservation = await reserveLogin(db, key, address, now)
  if (!(await check())) return false
  await settleSuccess(db, key, address, reservation)
  return true
}

/**
 * For calls a second factor guards (password change, 2FA removal, turning the allow-list off): nothing when 2FA
 * is off; otherwise `two_factor_required` without a code, `wrong_code` for a wrong one (counted and throttled).
 */
export async function requireSecondFactor(db: Db, user: SecondFactorUser, code: string, address: string, now: Date) {
  if (user.totp_enabled !== 1) return
  if (code === '') throw new AppError('two_factor_required')
  if (!(await throttledCodeCheck(db, user.id, address, now, () => acceptSecondFactor(db, user, code, now)))) {
    throw new AppError('wrong_code')
  }
}

/** Replaces the user's recovery codes with ten new ones; answers them (the only time they are seen). */
export async function replaceRecoveryCodes(trx: Kysely<Database>, userId: number, now: Date): Promise<string[]> {
  await trx.deleteFrom('recovery_codes').where('user_id', '=', userId).execute()
  const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode)
  await trx
    .insertInto('recovery_codes')
    .values(
      codes.map((code) => ({
        user_id: userId,
        code_hash: hashOneTimeCode(normalizeRecoveryCode(code)),
        created_at: now.toISOString(),
        used_at: null,
      })),
    )
    .execute()
  return codes
}

export { totpUri }
