// Operator sign-in: e-mail and password (hashed in the operators' own queue, throttled as users' are in the
// operators' own throttle scope), then a TOTP code. An operator without TOTP gets a secret to enrol with only by
// giving the one-time enrolment code the CLI printed (enrolment.ts), and no session until a code from that secret
// is given. Sign-ins, refused sign-ins (why, never the password or code), secrets handed out, enrolments and
// sign-outs are audited with the client address.
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { OperatorLoginResult, OperatorSession } from '../../../contract/console'
import type { operatorLoginSchema } from '../../../contract/schemas/console'
import { writeAudit } from '../../audit/log'
import type { Database, OperatorRow } from '../../db/schema'
import type { Deps } from '../../deps'
import { AppError, invalid } from '../../errors'
import type { OperatorIdentity } from '../../http/types'
import { writeTx } from '../../ledger/tx'
import {
  dummyHash,
  operatorLoginScopes,
  reserveLogin,
  settleSuccess,
  verifyPassword,
  withOperatorHashSlot,
} from '../accounts'
import { findOperator, operatorEmail } from './accounts'
import { redeemEnrolCode } from './enrolment'
import { openOperatorSession, revokeOperatorSession } from './sessions'
import { acceptTotpCode, totpEnrolment } from './totp'

type Credentials = z.output<typeof operatorLoginSchema>

const refused = () => new AppError('login_failed', 'operator_login_failed')

/** Why an operator sign-in was refused, as the audit log records it (never the password or code given). */
type Refusal = 'unknown_email' | 'password' | 'disabled' | 'code' | 'enrol_code'

/** Records a refused sign-in: who was tried (the e-mail as typed, normalized), why, and from where. */
function auditRefusal(deps: Deps, email: string, operator: OperatorRow | undefined, why: Refusal, address: string) {
  const target = operator ? `operator:${operator.id}` : 'operator:unknown'
  const entry = { operator: `op:${email.slice(0, 254)}`, action: 'operator.login_failed', target, address }
  return writeAudit(deps.db, { ...entry, before: '', after: '', reason: why }, deps.clock())
}

/** The refusals audited when a step after the password fails (a missing enrolment code is not a refusal). */
const refusalOfError: Partial<Record<string, Refusal>> = {
  operator_login_failed: 'code',
  enrolment_code_invalid: 'enrol_code',
}

const refusalOf = (operator: OperatorRow | undefined, valid: boolean): Refusal | undefined =>
  !operator ? 'unknown_email' : !valid ? 'password' : operator.disabled === 1 ? 'disabled' : undefined

/**
 * The operator behind e-mail and password, or login_failed (same answer for an unknown e-mail, a wrong password
 * and a disabled operator; the audit log tells them apart). `then` runs with the throttle's attempt still counted
 * as a failure; it is settled only once `then` succeeds, so wrong TOTP codes count like wrong passwords.
 */
function withPassword<T>(deps: Deps, input: Credentials, address: string, then: (op: OperatorRow) => Promise<T>) {
  const { db, clock } = deps
  const email = operatorEmail(input.email)
  return withOperatorHashSlot(address, async () => {
    const reservation = await reserveLogin(db, email, address, clock(), operatorLoginScopes)
    const operator = await findOperator(db, email)
    const valid = await verifyPassword(
      input.password,
      operator?.password_hash ?? (await dummyHash(deps.config.passwordCost)),
    )
    const refusal = refusalOf(operator, valid)
    if (!operator || refusal) {
      await auditRefusal(deps, email, operator, refusal ?? 'unknown_email', address)
      throw refused()
    }
    let result: T
    try {
      result = await then(operator)
    } catch (error) {
      const why = error instanceof AppError ? refusalOfError[error.key] : undefined
      if (why) await auditRefusal(deps, email, operator, why, address)
      throw error
    }
    await settleSuccess(db, email, address, reservation, operatorLoginScopes)
    return result
  })
}

async function startSession(deps: Deps, operator: OperatorRow, address: string, actions: string[]) {
  const now = deps.clock()
  return writeTx(deps.db, async (trx): Promise<OperatorSession> => {
    const opened = await openOperatorSession(trx, operator.id, address, now)
    for (const action of actions) await audit(trx, operator, action, address, now)
    const me = { id: operator.id, email: operator.email, role: operator.role, via: 'session' as const }
    return { ...opened, operator: me }
  })
}

function audit(
  trx: Kysely<Database>,
  operator: { id: number; email: string },
  action: string,
  address: string,
  now: Date,
) {
  const entry = { operator: `op:${operator.email}`, action, target: `operator:${operator.id}`, address }
  return writeAudit(trx, { ...entry, before: '', after: '', reason: '' }, now)
}

/**
 * POST /admin/session/login. An operator without TOTP needs the CLI's enrolment code: without one the answer says
 * how to get it (`enrolment_code_required`); with a right one it is the new secret. A missing or wrong enrolment
 * code counts in the throttle as a failed attempt (so codes cannot be guessed between right passwords).
 */
export function operatorLogin(deps: Deps, input: Credentials, address: string) {
  return withPassword(deps, input, address, async (operator): Promise<OperatorLoginResult> => {
    if (operator.totp_enabled !== 1) {
      if (input.enrol_code.trim() === '') throw new AppError('enrolment_code_required')
      const secret = await redeemEnrolCode(deps.db, operator, input.enrol_code, deps.clock())
      if (secret === undefined) throw new AppError('wrong_code', 'enrolment_code_invalid')
      await audit(deps.db, operator, 'operator.totp_secret_issued', address, deps.clock())
      return { kind: 'totp_enrolment', totp_enrolment: totpEnrolment(operator.email, secret) }
    }
    if (!(await acceptTotpCode(deps.db, operator, input.code, deps.clock()))) throw refused()
    return { kind: 'session', ...(await startSession(deps, operator, address, ['operator.login'])) }
  })
}

/** POST /admin/session/enrol: the first code from the secret login handed out turns TOTP on and signs in. */
export function operatorEnrol(deps: Deps, input: Credentials, address: string) {
  return withPassword(deps, input, address, async (operator) => {
    if (operator.totp_enabled === 1) throw invalid('totp_already_enrolled')
    if (operator.totp_secret === '') throw new AppError('enrolment_code_required')
    if (!(await acceptTotpCode(deps.db, operator, input.code, deps.clock(), true))) throw refused()
    return startSession(deps, operator, address, ['operator.totp_enrol', 'operator.login'])
  })
}

/** POST /admin/session/logout: ends the caller's session (the legacy admin token has none to end). */
export async function operatorLogout(deps: Deps, operator: OperatorIdentity, address: string) {
  const { sessionId } = operator
  if (sessionId === null) throw new AppError('not_found', 'session_not_found')
  const now = deps.clock()
  await writeTx(deps.db, async (trx) => {
    await revokeOperatorSession(trx, sessionId, now)
    await audit(trx, operator, 'operator.logout', address, now)
  })
}
