// Operators for API tests: created through the CLI (as a real operator is, which prints the enrolment code), enrolled
// with that code and a TOTP code computed by otplib from the secret the server handed out, and signed in through HTTP.
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

/** The enrolment code in what `operator add|enrol-code|reset-totp` printed. */
export function enrolCodeIn(lines: readonly string[]): string {
  const code = lines.map((line) => /^Enrolment code \(.*\): (\S+)$/.exec(line)?.[1]).find(Boolean)
  if (!code) throw new Error(`no enrolment code in: ${lines.join('\n')}`)
  return code
}

/** `npm run admin -- operator <args>` on the harness's database; the lines it printed. */
export async function operatorCli(h: Harness, args: string[], stdin?: string): Promise<string[]> {
  const lines: string[] = []
  const code = await runAdmin(
    ['operator', ...args],
    h,
    (l) => lines.push(l),
    async () => stdin,
  )
  if (code !== 0) throw new Error(`operator ${args[0]} failed: ${lines.join('\n')}`)
  return lines
}

/** Creates an operator as `npm run admin -- operator add` does; answers the enrolment code it printed. */
export async function addOperator(h: Harness, email: string, role: OperatorRole): Promise<string> {
  return enrolCodeIn(await operatorCli(h, ['add', email, '--role', role], OPERATOR_PASSWORD))
}

export function login(
  h: Harness,
  email: string,
  code?: string,
  password = OPERATOR_PASSWORD,
  enrol_code?: string,
  lang?: string,
) {
  const body = { email, password, code, enrol_code }
  return call<OperatorLoginResult>(h.app, '/admin/session/login', { body, lang })
}

/** The enrolment a first sign-in with the CLI's enrolment code hands out. */
export async function enrolment(h: Harness, email: string, enrolCode: string): Promise<TotpEnrolment> {
  const result = dataOf(await login(h, email, undefined, OPERATOR_PASSWORD, enrolCode))
  if (result.kind !== 'totp_enrolment') throw new Error('expected a TOTP enrolment')
  return result.totp_enrolment
}

/** A created, enrolled and signed-in operator (the clock moves on 30 s so the next code is a fresh one). */
export async function signedInOperator(h: Harness, email: string, role: OperatorRole): Promise<TestOperator> {
  const { secret } = await enrolment(h, email, await addOperator(h, email, role))
  const body = { email, password: OPERATOR_PASSWORD, code: await codeAt(h, secret) }
  const session = dataOf(await call<OperatorSession>(h.app, '/admin/session/enrol', { body }))
  h.clock.advance(30_000)
  return { email, secret, token: session.token }
}
