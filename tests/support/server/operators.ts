// Operators for API tests: created through the CLI (as a real operator is), enrolled with a TOTP code computed by
// otplib from the secret the server handed out, and signed in through HTTP.
import { generate } from 'otplib'
import type { OperatorLoginResult, OperatorRole, OperatorSession, TotpEnrolment } from '../../../contract/console'
import { runAdmin } from '../../../server/cli/admin'
import type { Harness } from './harness'
import { type CallOptions, call, dataOf } from './request'

export const OPERATOR_PASSWORD = 'operator-password-0123'

export interface TestOperator {
  email: string
  secret: string
  token: string
}

/** The code an authenticator app shows for `secret` at the harness's time. */
export const codeAt = (h: Harness, secret: string) =>
  generate({ secret, epoch: Math.floor(h.clock().getTime() / 1000) })

/** An /admin call with an operator's bearer token. */
export function asOperator<T = unknown>(h: Harness, token: string, path: string, options: CallOptions = {}) {
  const headers = { ...options.headers, Authorization: `Bearer ${token}` }
  return call<T>(h.app, path, { ...options, headers })
}

export async function addOperator(h: Harness, email: string, role: OperatorRole): Promise<void> {
  const lines: string[] = []
  const code = await runAdmin(
    ['operator', 'add', email, '--role', role],
    h,
    (l) => lines.push(l),
    async () => OPERATOR_PASSWORD,
  )
  if (code !== 0) throw new Error(`operator add failed: ${lines.join('\n')}`)
}

export function login(h: Harness, email: string, code?: string, password = OPERATOR_PASSWORD) {
  return call<OperatorLoginResult>(h.app, '/admin/session/login', { body: { email, password, code } })
}

/** The enrolment the first sign-in hands out. */
export async function enrolment(h: Harness, email: string): Promise<TotpEnrolment> {
  const result = dataOf(await login(h, email))
  if (result.kind !== 'totp_enrolment') throw new Error('expected a TOTP enrolment')
  return result.totp_enrolment
}

/** A created, enrolled and signed-in operator (the clock moves on 30 s so the next code is a fresh one). */
export async function signedInOperator(h: Harness, email: string, role: OperatorRole): Promise<TestOperator> {
  await addOperator(h, email, role)
  const { secret } = await enrolment(h, email)
  const body = { email, password: OPERATOR_PASSWORD, code: await codeAt(h, secret) }
  const session = dataOf(await call<OperatorSession>(h.app, '/admin/session/enrol', { body }))
  h.clock.advance(30_000)
  return { email, secret, token: session.token }
}
