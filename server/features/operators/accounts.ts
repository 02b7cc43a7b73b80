// Operator accounts: created, listed, disabled, re-roled and their TOTP reset by the CLI (server/cli/operators.ts).
// There is no default operator: the first is created with the CLI on an empty database. Every change is audited.
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { OperatorAccount, OperatorRole } from '../../../contract/console'
import type { OperatorContext } from '../../audit/context'
import { writeAudit } from '../../audit/log'
import { DEFAULT_PASSWORD_COST } from '../../config'
import type { Db } from '../../db/db'
import type { Database, OperatorRow } from '../../db/schema'
import { writeTx } from '../../ledger/tx'
import { hashPassword } from '../accounts'
import { revokeOperatorSessions } from './sessions'

/** Operators' passwords are longer than users' minimum: they guard every user's data. */
export const MIN_OPERATOR_PASSWORD_LENGTH = 12
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export class OperatorAccountError extends Error {}

export const operatorEmail = (email: string) => email.trim().toLowerCase()

export function findOperator(db: Db, email: string): Promise<OperatorRow | undefined> {
  return db.selectFrom('operators').selectAll().where('email', '=', operatorEmail(email)).executeTakeFirst()
}

function accountOf(row: OperatorRow): OperatorAccount {
  const { id, email, role, created_at } = row
  return { id, email, role, created_at, totp_enabled: row.totp_enabled === 1, disabled: row.disabled === 1 }
}

/** Creates an operator; without a password one is generated, and returned (shown once). */
export async function addOperator(
  ctx: OperatorContext,
  email: string,
  role: OperatorRole,
  password?: string,
  cost = DEFAULT_PASSWORD_COST,
) {
  const address = operatorEmail(email)
  if (!EMAIL.test(address) || address.length > 254) throw new OperatorAccountError(`Not an e-mail address: ${email}`)
  const chosen = password ?? randomBytes(18).toString('base64url')
  if (chosen.length < MIN_OPERATOR_PASSWORD_LENGTH) {
    throw new OperatorAccountError(`The password must be at least ${MIN_OPERATOR_PASSWORD_LENGTH} characters.`)
  }
  const password_hash = await hashPassword(chosen, cost)
  const row = await writeTx(ctx.db, async (trx) => {
    const taken = await trx.selectFrom('operators').select('id').where('email', '=', address).executeTakeFirst()
    if (taken) throw new OperatorAccountError(`An operator ${address} already exists.`)
    const created = await trx
      .insertInto('operators')
      .values({ email: address, password_hash, role, created_at: ctx.clock().toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow()
    await audit(ctx, trx, 'operator.add', created.id, '', role)
    return created
  })
  return { operator: accountOf(row), password: password === undefined ? chosen : undefined }
}

export async function listOperators(db: Db): Promise<OperatorAccount[]> {
  return (await db.selectFrom('operators').selectAll().orderBy('id').execute()).map(accountOf)
}

type Change = { action: string; before: (row: OperatorRow) => string; after: string } & (
  | { set: { disabled: 1 } }
  | { set: { role: OperatorRole } }
  | { set: { totp_secret: ''; totp_enabled: 0; totp_last_step: 0 } }
)

async function change(ctx: OperatorContext, email: string, what: Change): Promise<OperatorAccount> {
  return writeTx(ctx.db, async (trx) => {
    const row = await trx
      .selectFrom('operators')
      .selectAll()
      .where('email', '=', operatorEmail(email))
      .executeTakeFirst()
    if (!row) throw new OperatorAccountError(`No operator ${operatorEmail(email)}.`)
    const updated = await trx
      .updateTable('operators')
      .set(what.set)
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow()
    // A disabled operator or a reset second factor ends every session; a new role applies to the next call.
    if (!('role' in what.set)) await revokeOperatorSessions(trx, row.id, ctx.clock())
    await audit(ctx, trx, what.action, row.id, what.before(row), what.after)
    return accountOf(updated)
  })
}

export const disableOperator = (ctx: OperatorContext, email: string) =>
  change(ctx, email, {
    action: 'operator.disable',
    set: { disabled: 1 },
    before: (r) => String(r.disabled),
    after: '1',
  })

export const setOperatorRole = (ctx: OperatorContext, email: string, role: OperatorRole) =>
  change(ctx, email, { action: 'operator.role', set: { role }, before: (r) => r.role, after: role })

/** The operator enrols again (a lost phone): the next sign-in hands out a new secret. */
export const resetOperatorTotp = (ctx: OperatorContext, email: string) =>
  change(ctx, email, {
    action: 'operator.reset_totp',
    set: { totp_secret: '', totp_enabled: 0, totp_last_step: 0 },
    before: (r) => (r.totp_enabled === 1 ? 'enrolled' : 'not enrolled'),
    after: 'not enrolled',
  })

function audit(ctx: OperatorContext, trx: Kysely<Database>, action: string, id: number, before: string, after: string) {
  const entry = { operator: ctx.operator, action, target: `operator:${id}`, before, after, reason: '' }
  return writeAudit(trx, { ...entry, address: ctx.address }, ctx.clock())
}
