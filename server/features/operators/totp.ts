// Operators' TOTP second factor (server/auth/totp.ts): the step a code was made for must be later than the last
// one taken, recorded in the same statement that accepts it.

import type { TotpEnrolment } from '../../../contract/console'
import { matchingTotpStep, newTotpSecret, TOTP_ISSUER, totpUri } from '../../auth/totp'
import type { Db } from '../../db/db'

export { newTotpSecret, TOTP_ISSUER }

export function totpEnrolment(email: string, secret: string): TotpEnrolment {
  return { secret, uri: totpUri(email, secret) }
}

/**
 * Accepts `code` for the operator when it is right and its step is later than the last one taken; the step is
 * recorded atomically (two sign-ins racing with one code: one wins). `enable` also turns TOTP on (enrolment).
 */
export async function acceptTotpCode(
  db: Db,
  operator: { id: number; totp_secret: string; totp_last_step: number },
  code: string,
  now: Date,
  enable = false,
): Promise<boolean> {
  const step = await matchingTotpStep(operator.totp_secret, code, now, operator.totp_last_step)
  if (step === undefined) return false
  const result = await db
    .updateTable('operators')
    .set(enable ? { totp_last_step: step, totp_enabled: 1 } : { totp_last_step: step })
    .where('id', '=', operator.id)
    .where('totp_secret', '=', operator.totp_secret)
    .where('totp_last_step', '<', step)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
