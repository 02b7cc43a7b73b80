// The TOTP second factor (RFC 6238: SHA-1, 6 digits, 30-second steps), through otplib. A code is accepted one step
// either side of now (clock drift), and never twice: the step it was made for must be later than the last one
// taken, recorded in the same statement that accepts it.
import { generateSecret, generateURI, verify } from 'otplib'
import type { TotpEnrolment } from '../../../contract/console'
import type { Db } from '../../db/db'

const PERIOD_SECONDS = 30
export const TOTP_ISSUER = 'Tern'

export const newTotpSecret = (): string => generateSecret()

export function totpEnrolment(email: string, secret: string): TotpEnrolment {
  return { secret, uri: generateURI({ issuer: TOTP_ISSUER, label: email, secret }) }
}

/** The time step `code` was made for (within ±1 step of `now`), or undefined when it matches none. */
async function matchingStep(secret: string, code: string, now: Date, afterStep: number) {
  if (secret === '' || !/^\d{6}$/.test(code)) return undefined
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    period: PERIOD_SECONDS,
    epochTolerance: PERIOD_SECONDS,
    afterTimeStep: afterStep,
  })
  // The functional API answers HOTP and TOTP results alike; a TOTP one carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : undefined
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
  const step = await matchingStep(operator.totp_secret, code, now, operator.totp_last_step)
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
