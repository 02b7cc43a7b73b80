// A user's sessions (their live tokens): who is calling, the list the user sees, and ending sessions.
import type { Kysely } from 'kysely'
import type { SessionInfo } from '../../../contract/api'
import type { Database } from '../../db/schema'
import type { Deps } from '../../deps'
import { AppError } from '../../errors'
import type { ClientInfo } from '../../http/types'
import { findValidToken, idleCutoff, TOUCH_EVERY_MS, touchToken } from './tokens'

export interface Session {
  userId: number
  tokenId: number
}

/** The session of a token, if it is live; its last use is recorded at most every few minutes. */
export async function authenticate(deps: Deps, token: string, client: ClientInfo): Promise<Session | undefined> {
  const { db, clock, config } = deps
  const now = clock()
  const found = await findValidToken(db, token, now, config.sessionIdleDays)
  if (!found) return undefined
  if (now.getTime() - Date.parse(found.lastSeenAt) >= TOUCH_EVERY_MS) {
    await touchToken(db, found.tokenId, now, client.address)
  }
  return { userId: found.userId, tokenId: found.tokenId }
}

function liveTokens({ db, clock, config }: Deps, userId: number) {
  const now = clock()
  return db
    .selectFrom('tokens')
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .where('last_seen_at', '>', idleCutoff(now, config.sessionIdleDays))
}

/** The caller's live sessions, most recently used first. */
export async function listSessions(deps: Deps, session: Session): Promise<SessionInfo[]> {
  const rows = await liveTokens(deps, session.userId)
    .select(['id', 'user_agent', 'address', 'created_at', 'last_seen_at'])
    .orderBy('last_seen_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map((row) => ({ ...row, current: row.id === session.tokenId }))
}

/** Ends one of the caller's own live sessions (possibly the current one); anyone else's is `not_found`. */
export async function revokeSession(deps: Deps, userId: number, id: number): Promise<void> {
  const result = await deps.db
    .updateTable('tokens')
    .set({ revoked_at: deps.clock().toISOString() })
    .where('id', 'in', liveTokens(deps, userId).select('id'))
    .where('id', '=', id)
    .executeTakeFirst()
  if (Number(result.numUpdatedRows) === 0) throw new AppError('not_found', 'session_not_found')
}

/** Ends every live session of the user except `keepTokenId` (logout_all, a password change). */
export async function revokeOtherSessions(deps: Deps, userId: number, keepTokenId: number): Promise<number> {
  const result = await deps.db
    .updateTable('tokens')
    .set({ revoked_at: deps.clock().toISOString() })
    .where('id', 'in', liveTokens(deps, userId).select('id'))
    .where('id', '!=', keepTokenId)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Ends every live session of the user, inside the caller's transaction (a password reset). */
export async function revokeAllSessions(trx: Kysely<Database>, userId: number, now: Date): Promise<void> {
  await trx
    .updateTable('tokens')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute()
}
