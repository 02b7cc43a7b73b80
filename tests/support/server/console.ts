// Console test helpers: /admin calls with the legacy admin token (acting as admin) or an operator session of a
// given role, and the audit rows a call wrote.
import type { OperatorRole } from '../../../contract/console'
import { openOperatorSession } from '../../../server/features/operators/sessions'
import type { Harness } from './harness'
import { type CallResult, call } from './request'
import { BTC, createTrader, createTradingHarness, type TradingHarness, tick } from './trading'
import { fund } from './wallet'

export const ADMIN_TOKEN = 'console-admin-token-0123456789'

/** GET without a body, POST with one; `auth` the whole Authorization header. */
export function admin<T = unknown>(h: Harness, path: string, body?: unknown, auth = `Bearer ${ADMIN_TOKEN}`) {
  const method = body === undefined ? 'GET' : 'POST'
  return call<T>(h.app, path, { body, method, headers: { Authorization: auth } }) as Promise<CallResult<T>>
}

/** An enrolled operator of `role` with a live session; answers the Authorization header value. */
export async function operatorBearer(h: Harness, role: OperatorRole): Promise<string> {
  const row = await h.db
    .insertInto('operators')
    .values({
      email: `${role}-${Date.now()}@ops.test`,
      password_hash: 'unused',
      role,
      created_at: h.clock().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  await h.db.updateTable('operators').set({ totp_enabled: 1 }).where('id', '=', row.id).execute()
  const { token } = await openOperatorSession(h.db, row.id, 'local', h.clock())
  return `Bearer ${token}`
}

export function auditRows(h: Harness, target?: string) {
  let query = h.db.selectFrom('operator_audit').selectAll()
  if (target !== undefined) query = query.where('target', '=', target)
  return query.orderBy('id').execute()
}

/**
 * A market for the product-settings tests: the admin token set, reviews manual, one trader holding 1,000 USDT and
 * a first BTC tick at 67,000.
 */
export async function openConsoleMarket(): Promise<{ h: TradingHarness; user: { id: number; token: string } }> {
  const h = await createTradingHarness({ env: { TERN_ADMIN_TOKEN: ADMIN_TOKEN, TERN_AUTO_APPROVE: 'none' } })
  const user = await createTrader(h)
  await fund(h, user.id, 'USDT', 1000n * 1_000_000n)
  await tick(h, { [BTC]: 6_700_000 })
  return { h, user }
}
