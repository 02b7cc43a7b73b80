// Enrolment codes: an operator without an authenticator (new, or after `operator reset-totp`) gets the TOTP secret
// only by signing in with a one-time code that `npm run admin` printed, so the password alone never hands it out.
// A code (xxxxx-xxxxx, about 49 bits) is stored as a salted hash, works once, for TERN_OPERATOR_ENROL_MINUTES; a new
// one replaces the last. Wrong codes count in the operators' sign-in throttle like wrong passwords.
import type { OperatorContext } from '../../audit/context'
import { writeAudit } from '../../audit/log'
import type { Db } from '../../db/db'
import type { OperatorRow } from '../../db/schema'
import { writeTx } from '../../ledger/tx'
import { hashOneTimeCode, newRecoveryCode, normalizeRecoveryCode, oneTimeCodeMatches } from '../accounts'
import { OperatorAccountError, operatorEmail } from './accounts'
import { newTotpSecret } from './totp'

export interface EnrolCode {
  code: string
  expires_at: string
}

/** Makes a new enrolment code for an operator who has no authenticator; the code is shown once. Audited. */
export function issueEnrolCode(ctx: OperatorContext, email: string, minutes: number): Promise<EnrolCode> {
  const now = ctx.clock()
  const code = newRecoveryCode()
  const expires_at = new Date(now.getTime() + minutes * 60_000).toISOString()
  return writeTx(ctx.db, async (trx) => {
    const row = await trx
      .selectFrom('operators')
      .select(['id', 'totp_enabled', 'disabled'])
      .where('email', '=', operatorEmail(email))
      .executeTakeFirst()
    if (!row) throw new OperatorAccountError(`No operator ${operatorEmail(email)}.`)
    if (row.disabled === 1) throw new OperatorAccountError(`The operator ${operatorEmail(email)} is disabled.`)
    if (row.totp_enabled === 1) {
      throw new OperatorAccountError('This operator has an authenticator already: reset-totp first (a lost phone).')
    }
    const enrol_code_hash = hashOneTimeCode(normalizeRecoveryCode(code))
    await trx
      .updateTable('operators')
      .set({ enrol_code_hash, enrol_code_expires_at: expires_at })
      .where('id', '=', row.id)
      .execute()
    const entry = { operator: ctx.operator, action: 'operator.enrol_code', target: `operator:${row.id}` }
    await writeAudit(trx, { ...entry, before: '', after: expires_at, reason: '', address: ctx.address }, now)
    return { code, expires_at }
  })
}

/**
 * Takes the operator's enrolment code: when it is right and not expired, it is spent (of two sign-ins racing with
 * it, one wins) and a new TOTP secret replaces any earlier one; answers the secret, or undefined.
 */
export async function redeemEnrolCode(db: Db, operator: OperatorRow, code: string, now: Date) {
  const hash = operator.enrol_code_hash
  if (hash === '' || operator.enrol_code_expires_at <= now.toISOString()) return undefined
  if (!oneTimeCodeMatches(normalizeRecoveryCode(code), hash)) return undefined
  const secret = newTotpSecret()
  const taken = await db
    .updateTable('operators')
    .set({ totp_secret: secret, totp_last_step: 0, enrol_code_hash: '', enrol_code_expires_at: '' })
    .where('id', '=', operator.id)
    .where('enrol_code_hash', '=', hash)
    .where('totp_enabled', '=', 0)
    .executeTakeFirst()
  return Number(taken.numUpdatedRows) === 1 ? secret : undefined
}
