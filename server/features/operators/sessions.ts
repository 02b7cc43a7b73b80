// Operator sessions: a 256-bit bearer token handed out once, stored as its SHA-256. A session ends when revoked,
// after operatorSessionLimits.idleMinutes without a call, or operatorSessionLimits.absoluteHours after sign-in;
// a disabled operator's sessions stop working at once (the operator row is read on every call).
import { randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { type OperatorRole, operatorSessionLimits } from '../../../contract/console'
import type { Db } from '../../db/db'
import type { Database } from '../../db/schema'
import { hashToken } from '../accounts'

const MINUTE_MS = 60_000
/** 32 bytes in base64url is 43 characters; anything much longer is not one of ours. */
const MAX_TOKEN_LENGTH = 128
/** last_seen_at is rewritten at most this often: the idle timeout is exact to within this. */
const TOUCH_EVERY_MS = 30_000

export interface LiveOperatorSession {
  sessionId: number
  operator: { id: number; email: string; role: OperatorRole }
}

const idleCutoff = (now: Date) => new Date(now.getTime() - operatorSessionLimits.idleMinutes * MINUTE_MS).toISOString()

export async function openOperatorSession(trx: Kysely<Database>, operatorId: number, address: string, now: Date) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + operatorSessionLimits.absoluteHours * 60 * MINUTE_MS).toISOString()
  await trx
    .insertInto('operator_sessions')
    .values({
      operator_id: operatorId,
      token_hash: hashToken(token),
      address,
      created_at: now.toISOString(),
      last_seen_at: now.toISOString(),
      expires_at: expiresAt,
      revoked_at: null,
    })
    .execute()
  return { token, expires_at: expiresAt }
}

/** The live session of a bearer token, its use recorded; undefined when the token is unknown or ended. */
export async function findOperatorSession(db: Db, token: string, now: Date, address: string) {
  if (token.length > MAX_TOKEN_LENGTH) return undefined
  const row = await db
    .selectFrom('operator_sessions as s')
    .innerJoin('operators as o', 'o.id', 's.operator_id')
    .select(['s.id', 's.last_seen_at', 'o.id as operator_id', 'o.email', 'o.role'])
    .where('s.token_hash', '=', hashToken(token))
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now.toISOString())
    .where('s.last_seen_at', '>', idleCutoff(now))
    .where('o.disabled', '=', 0)
    .where('o.totp_enabled', '=', 1)
    .executeTakeFirst()
  if (!row) return undefined
  if (now.getTime() - Date.parse(row.last_seen_at) >= TOUCH_EVERY_MS) {
    await db
      .updateTable('operator_sessions')
      .set({ last_seen_at: now.toISOString(), address })
      .where('id', '=', row.id)
      .execute()
  }
  const session: LiveOperatorSession = {
    sessionId: row.id,
    operator: { id: row.operator_id, email: row.email, role: row.role },
  }
  return session
}

export async function revokeOperatorSession(trx: Kysely<Database>, sessionId: number, now: Date): Promise<void> {
  await trx
    .updateTable('operator_sessions')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Ends every session of an operator (disabled, role changed, TOTP reset). */
export async function revokeOperatorSessions(trx: Kysely<Database>, operatorId: number, now: Date): Promise<void> {
  await trx
    .updateTable('operator_sessions')
    .set({ revoked_at: now.toISOString() })
    .where('operator_id', '=', operatorId)
    .where('revoked_at', 'is', null)
    .execute()
}
