// The operator-account commands of `npm run admin` (server/cli/admin.ts dispatches them here). A new operator's
// password comes from stdin when it is piped (`printf %s "$PW" | npm run admin -- operator add ...`), otherwise one
// is generated and printed once; it is never a command-line argument (shell history, process list). `add`,
// `enrol-code` and `reset-totp` print a one-time enrolment code: the operator's first sign-in needs it.
import { type OperatorRole, operatorRoles } from '../../contract/console'
import type { OperatorContext } from '../audit/context'
import {
  addOperator,
  disableOperator,
  listOperators,
  OperatorAccountError,
  resetOperatorTotp,
  setOperatorRole,
} from '../features/operators/accounts'
import { issueEnrolCode } from '../features/operators/enrolment'

export const operatorUsage = `  operator add <email> --role reviewer|support|admin   create an operator (password from stdin, or generated)
                                  and print its enrolment code
  operator enrol-code <email>     a new one-time code for the operator's first sign-in (TERN_OPERATOR_ENROL_MINUTES)
  operator list                   every operator, role, TOTP and disabled state
  operator disable <email>        refuse its sign-ins and end its sessions
  operator role <email> <role>    change its role (applies to its next call)
  operator reset-totp <email>     the operator enrols a new authenticator (with the code printed) at its next sign-in`

/** The piped password, or undefined when stdin is a terminal or empty. */
export async function readPipedStdin(): Promise<string | undefined> {
  if (process.stdin.isTTY) return undefined
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk))
  const text = Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '')
  return text === '' ? undefined : text
}

type Out = (line: string) => void

const roleOf = (text: string | undefined): OperatorRole | undefined => operatorRoles.find((r) => r === text)

/** Runs `operator <sub> ...`; undefined when `command` is not 'operator', 2 on a usage error, 1 when refused. */
export async function runOperatorCommand(
  command: string,
  rest: readonly string[],
  ctx: OperatorContext & { passwordCost: number; enrolMinutes: number },
  out: Out,
  stdin: () => Promise<string | undefined>,
): Promise<number | undefined> {
  if (command !== 'operator') return undefined
  const [sub, email, ...more] = rest
  try {
    if (sub === 'list' && email === undefined) {
      const operators = await listOperators(ctx.db)
      out(operators.length === 0 ? 'There are no operators yet.' : JSON.stringify(operators, null, 2))
      return 0
    }
    if (email === undefined) return 2
    if (sub === 'add') {
      const role = more[0] === '--role' && more.length === 2 ? roleOf(more[1]) : undefined
      if (!role) return 2
      const created = await addOperator(ctx, email, role, await stdin(), ctx.passwordCost)
      out(`Created operator ${created.operator.email} (${role}).`)
      if (created.password) out(`Password (shown once): ${created.password}`)
      await printEnrolCode(ctx, email, out)
      return 0
    }
    if (sub === 'enrol-code') {
      if (more.length > 0) return 2
      await printEnrolCode(ctx, email, out)
      return 0
    }
    const result = await change(sub, email, more, ctx)
    if (result === undefined) return 2
    out(JSON.stringify(result, null, 2))
    if (sub === 'reset-totp') await printEnrolCode(ctx, email, out)
    return 0
  } catch (error) {
    if (!(error instanceof OperatorAccountError)) throw error
    out(`Refused: ${error.message}`)
    return 1
  }
}

async function printEnrolCode(ctx: OperatorContext & { enrolMinutes: number }, email: string, out: Out) {
  const { code, expires_at } = await issueEnrolCode(ctx, email, ctx.enrolMinutes)
  out(`Enrolment code (works once, until ${expires_at}): ${code}`)
  out('At the first sign-in the console asks for it, then shows a TOTP secret to add to an authenticator app.')
}

function change(sub: string | undefined, email: string, more: readonly string[], ctx: OperatorContext) {
  if (sub === 'disable' && more.length === 0) return disableOperator(ctx, email)
  if (sub === 'reset-totp' && more.length === 0) return resetOperatorTotp(ctx, email)
  const role = more.length === 1 ? roleOf(more[0]) : undefined
  if (sub === 'role' && role) return setOperatorRole(ctx, email, role)
  return undefined
}
