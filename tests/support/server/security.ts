// Security test helpers: TOTP codes from a secret at the harness clock, two-factor set-up through the API, and
// withdrawals made through their confirmation step.
import { generate } from 'otplib'
import type { LoginAnswer } from '../../../contract/api'
import type { RecoveryCodes, TwoFactorSetup } from '../../../contract/security'
import type { WithdrawChallenge, WithdrawRecord } from '../../../contract/wallet'
import { hashOneTimeCode } from '../../../server/features/accounts'
import type { Harness } from './harness'
import { type CallResult, call, dataOf } from './request'

/** The authenticator's code for `secret` at the harness clock plus `offsetSeconds`. */
export const totpAt = (h: Harness, secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(h.clock().getTime() / 1000) + offsetSeconds })

/** Turns two-factor sign-in on for the token's user; the secret and the recovery codes. */
export async function enrolTwoFactor(h: Harness, token: string) {
  const setup = dataOf(await call<TwoFactorSetup>(h.app, '/api/two_factor_setup', { token, body: {} }))
  const code = await totpAt(h, setup.secret)
  const { recovery_codes } = dataOf(
    await call<RecoveryCodes>(h.app, '/api/two_factor_enable', { token, body: { code } }),
  )
  // The next code must come from a later time step: the one just used is spent.
  h.clock.advance(30_000)
  return { secret: setup.secret, recoveryCodes: recovery_codes }
}

export function loginAnswer(h: Harness, name: string, pwd: string) {
  return call<LoginAnswer>(h.app, '/main/login', { body: { name, pwd } })
}

/**
 * POST /api/withdraw, then its confirmation with a code the test sets on the request (the mailed code itself is
 * tested in tests/server/security/). A refused request answers as it was refused.
 */
export async function withdrawConfirmed(
  h: Harness,
  token: string | undefined,
  body: unknown,
  headers?: Record<string, string>,
): Promise<CallResult<WithdrawRecord>> {
  const asked = await call<WithdrawChallenge>(h.app, '/api/withdraw', { token, body })
  if (asked.envelope?.status !== 1) return asked as unknown as CallResult<WithdrawRecord>
  const id = asked.envelope.data.request_id
  await setRequestCode(h, id)
  return confirmRequest(h.app, token, id, headers)
}

/** The code setRequestCode gives a request. */
export const KNOWN_CODE = '246810'

/** Gives a mailed-code request a code the test knows. */
export async function setRequestCode(h: Harness, id: number): Promise<void> {
  await h.db
    .updateTable('withdraw_requests')
    .set({ code_hash: hashOneTimeCode(KNOWN_CODE) })
    .where('id', '=', id)
    .execute()
}

/** A withdrawal request with the known code, not confirmed yet: its id. */
export async function preparedRequest(h: Harness, token: string, body: unknown): Promise<number> {
  const id = dataOf(await call<WithdrawChallenge>(h.app, '/api/withdraw', { token, body })).request_id
  await setRequestCode(h, id)
  return id
}

export function confirmRequest(
  app: Harness['app'],
  token: string | undefined,
  id: number,
  headers?: Record<string, string>,
) {
  return call<WithdrawRecord>(app, '/api/withdraw_confirm', { token, body: { id, code: KNOWN_CODE }, headers })
}
