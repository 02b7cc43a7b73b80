// A user's sessions (their live tokens): who is calling, the list the user sees, and ending sessions.
import type { Kysely } from 'kysely'
import type { SessionInfo } from '../../../contract/api'
import type { Database } from '../../db/schema'
import type { Deps } from '../../deps'
import { AppError } from '../../errors'
import type { ClientInfo } from '../../http/types'
import { type CachedSession, forgetSessionsOf, sessionCacheOf } from './session-cache'
import { findValidToken, hashToken, idleCutoff, isPlausibleToken, TOUCH_EVERY_MS, touchToken } from './tokens'

export interface Session {
  userId: number
  tokenId: number
}

const DAY_MS = 86_400_000

/** Whether a session known from the database is live at `now` (its expiry and idle time, as the query checks). */
const isLive = (session: CachedSession, now: number, idleDays: number) =>
  session.expiresAt > now && session.lastSeenAt > now - idleDays * DAY_MS

/**
 * The session of a token, if it is live; its last use is recorded at most every few minutes. A session this
 * process has seen is checked from memory (session-cache.ts); anything else, or anything the memory cannot
 * confirm, asks the database.
 */
export async function authenticate(deps: Deps, token: string, client: ClientInfo): Promise<Session | undefined> {
  const { db, clock, config } = deps
  if (!isPlausibleToken(token)) return undefined
  const now = clock()
  const hash = hashToken(token)
  const cache = sessionCacheOf(db)
  const known = await cache.get(hash)
  const stamp = cache.stamp()
  const found =
    known && isLive(known, now.getTime(), config.sessionIdleDays)
      ? known
      : await findValidToken(db, hash, now, config.sessionIdleDays)
  if (!found) {
    cache.forget(hash)
    return undefined
  }
  if (now.getTime() - found.lastSeenAt >= TOUCH_EVERY_MS) {
    await touchToken(db, found.tokenId, now, client.address)
    found.lastSeenAt = now.getTime()
  }
  cache.set(hash, found, stamp)
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
  forgetSessionsOf(userId)
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
  forgetSessionsOf(userId)
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
  forgetSessionsOf(userId)
}
