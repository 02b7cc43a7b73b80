// Who may call /admin/*: an operator session (Authorization: Bearer <session token>), its role checked against the
// path (contract/console.ts operatorAccess), or the legacy TERN_ADMIN_TOKEN, kept for scripts and acting as admin
// (until its expiry, from its allowed addresses: admin-token.ts).
// A UserToken never works here, and an operator token never works on /api (that takes UserToken sessions only).
import { createHash, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { canAccess } from '../../contract/console'
import { adminTokenAddressAllowed } from '../admin-token'
import type { OperatorContext } from '../audit/context'
import { writeAudit } from '../audit/log'
import { AppError } from '../errors'
import { clientAddress } from './client-address'
import { fail } from './envelope'
import { operatorThrottleRules, recordWrongToken } from './operator-throttle'
import type { AppEnv, OperatorIdentity } from './types'

const digest = (text: string) => createHash('sha256').update(text).digest()

/**
 * none: no bearer token; wrong: neither the admin token nor a live operator session; throttled: a wrong token
 * from an address that sent too many wrong ones lately. A right token is accepted even then: the throttle
 * slows guessing and never locks out the holder of the right one.
 */
export type OperatorCheck =
  | { result: 'operator'; operator: OperatorIdentity }
  | { result: 'none' | 'wrong' | 'throttled' }

const legacyAdmin: OperatorIdentity = { id: 0, email: '', role: 'admin', via: 'token', sessionId: null }

/** The legacy token: compared in constant time, then accepted only before its expiry and from an allowed address. */
function isAdminToken(c: Context<AppEnv>, bearer: string): boolean {
  const admin = c.var.deps.config.adminToken
  if (!admin || !timingSafeEqual(digest(bearer), digest(admin.token))) return false
  return c.var.deps.clock().toISOString() < admin.expiresAt && adminTokenAddressAllowed(admin, clientAddress(c))
}

async function identify(c: Context<AppEnv>, bearer: string): Promise<OperatorIdentity | undefined> {
  const { db, clock } = c.var.deps
  if (isAdminToken(c, bearer)) return legacyAdmin
  const session = await c.var.sessions.operator(db, bearer, clock(), clientAddress(c))
  return session && { ...session.operator, via: 'session', sessionId: session.sessionId }
}

/** Checks `Authorization: Bearer <token>` (never a UserToken), counting wrong ones per address. */
export async function checkOperator(c: Context<AppEnv>): Promise<OperatorCheck> {
  const { db, clock } = c.var.deps
  const header = c.req.header('Authorization')
  const bearer = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : ''
  if (bearer === '') return { result: 'none' }
  const operator = await identify(c, bearer)
  if (operator) return { result: 'operator', operator }
  return { result: (await recordWrongToken(db, clientAddress(c), clock())) ? 'throttled' : 'wrong' }
}

/** An operator who may see what users uploaded for review (deposit proofs, ID images): reviewers and admins. */
export async function isOperator(c: Context<AppEnv>): Promise<boolean> {
  const check = await checkOperator(c)
  if (check.result !== 'operator') return false
  if (!canAccess(check.operator.role, '/admin/verifications')) {
    await auditForbidden(c, check.operator)
    return false
  }
  // For operatorContext(c): what the operator then looks at is written to the audit log under their name.
  c.set('operator', check.operator)
  return true
}

/**
 * Guards /admin/* (mounted once in app.ts, after the sign-in routes): unauthorized without an operator, too many
 * attempts after too many wrong tokens, forbidden (HTTP 403) when the role may not call the path. Sets
 * c.var.operator. Running it twice on one call (a router that adds it again) checks once.
 */
export const operatorMiddleware = createMiddleware<AppEnv>(async (c, next) => {
  if (c.get('operator')) return next()
  const check = await checkOperator(c)
  if (check.result === 'throttled') {
    // The window (not the exact remaining time: counting it would tell a prober how close the limit is).
    const seconds = String(operatorThrottleRules.windowMs / 1000)
    return fail(c, new AppError('too_many_attempts', 'too_many_attempts', { seconds }), 429)
  }
  if (check.result !== 'operator') return fail(c, 'unauthorized', 401)
  if (!canAccess(check.operator.role, c.req.path)) {
    await auditForbidden(c, check.operator)
    return fail(c, new AppError('forbidden', 'forbidden', { role: check.operator.role }), 403)
  }
  c.set('operator', check.operator)
  await next()
})

const nameOf = (c: Context<AppEnv>, operator: OperatorIdentity) =>
  operator.via === 'session' ? `op:${operator.email}` : `admin@${clientAddress(c)}`

/** How the audit log names the caller: 'op:<email>' for a session, 'admin@<address>' for the legacy token. */
export function auditOperatorName(c: Context<AppEnv>): string {
  return nameOf(c, c.var.operator)
}

/** A call the operator's role may not make: who, what (method and path) and with which role. */
function auditForbidden(c: Context<AppEnv>, operator: OperatorIdentity): Promise<void> {
  const { db, clock } = c.var.deps
  const entry = {
    operator: nameOf(c, operator),
    action: 'operator.forbidden',
    target: `${c.req.method} ${c.req.path}`.slice(0, 300),
  }
  return writeAudit(db, { ...entry, before: '', after: '', reason: operator.role, address: clientAddress(c) }, clock())
}

/** What an operator's service call needs: the database, the clock, who the caller is and where they call from. */
export function operatorContext(c: Context<AppEnv>): OperatorContext {
  const { db, clock } = c.var.deps
  return { db, clock, operator: auditOperatorName(c), address: clientAddress(c) }
}
