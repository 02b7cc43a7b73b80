// TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps) through otplib, for both second factors: operators' and users'.
// A code is accepted one step either side of now (clock drift) and only after the last step taken (never twice):
// each feature records the step in the same statement that accepts it.
import { generateSecret, generateURI, verify } from 'otplib'

const PERIOD_SECONDS = 30
export const TOTP_ISSUER = 'Tern'

export const newTotpSecret = (): string => generateSecret()

export const totpUri = (label: string, secret: string): string => generateURI({ issuer: TOTP_ISSUER, label, secret })

/** The time step `code` was made for (within one step of `now`, after `afterStep`), or undefined. */
export async function matchingTotpStep(
  secret: string,
  code: string,
  now: Date,
  afterStep: number,
): Promise<number | undefined> {
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
