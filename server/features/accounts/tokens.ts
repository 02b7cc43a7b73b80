// Bearer tokens: 256 random bits (base64url) handed to the client once; only their SHA-256 is stored. A token
// ends at its expiry, when revoked, or after `idleDays` without use.
import { createHash, randomBytes } from 'node:crypto'
import type { LoginResult } from '../../../contract/api'
import type { Db } from '../../db/db'
import { preparedQuery } from '../../db/statement-cache'
import type { ClientInfo } from '../../http/types'
import { forgetSessionsOf } from './session-cache'

const DAY_MS = 86_400_000
/** 32 bytes in base64url is 43 characters; anything much longer is not one of ours. */
const MAX_TOKEN_LENGTH = 128
const MAX_USER_AGENT_LENGTH = 256
/** last_seen_at is rewritten at most this often per token: not one write per request. */
export const TOUCH_EVERY_MS = 5 * 60_000
/** Sessions one user may hold; a sign-in beyond it ends the oldest (a script signing in in a loop). */
export const MAX_SESSIONS_PER_USER = 20

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export const idleCutoff = (now: Date, idleDays: number) => new Date(now.getTime() - idleDays * DAY_MS).toISOString()

/** A new session; `cap` ends the user's oldest beyond MAX_SESSIONS_PER_USER (not for the shared demo account). */
export async function issueToken(db: Db, userId: number, now: Date, ttlDays: number, client: ClientInfo, cap = true) {
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + ttlDays * DAY_MS).toISOString()
  await db
    .insertInto('tokens')
    .values({
      user_id: userId,
      token_hash: hashToken(token),
      created_at: now.toISOString(),
      expires_at: expiresAt,
      revoked_at: null,
      last_seen_at: now.toISOString(),
      user_agent: client.userAgent.slice(0, MAX_USER_AGENT_LENGTH),
      address: client.address,
    })
    .execute()
  if (cap) await revokeBeyondCap(db, userId, now)
  return { token, expires_at: expiresAt } satisfies LoginResult
}

/** Ends the user's oldest unrevoked sessions beyond the newest MAX_SESSIONS_PER_USER. */
async function revokeBeyondCap(db: Db, userId: number, now: Date): Promise<void> {
  await db
    .updateTable('tokens')
    .set({ revoked_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('id', 'not in', (eb) =>
      eb
        .selectFrom('tokens')
        .select('id')
        .where('user_id', '=', userId)
        .where('revoked_at', 'is', null)
        .orderBy('id', 'desc')
        .limit(MAX_SESSIONS_PER_USER),
    )
    .execute()
  forgetSessionsOf(userId)
}

const validToken = preparedQuery((db, slot) =>
  db
    .selectFrom('tokens')
    .select(['id', 'user_id', 'last_seen_at', 'expires_at'])
    .where('token_hash', '=', slot<string>(0))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', slot<string>(1))
    .where('last_seen_at', '>', slot<string>(2)),
)

/** The live session of a token (by its hash), from the database. */
export async function findValidToken(db: Db, tokenHash: string, now: Date, idleDays: number) {
  const { rows } = await validToken(db, tokenHash, now.toISOString(), idleCutoff(now, idleDays))
  const row = rows[0]
  if (!row) return undefined
  return {
    tokenId: row.id,
    userId: row.user_id,
    lastSeenAt: Date.parse(row.last_seen_at),
    expiresAt: Date.parse(row.expires_at),
  }
}

/** A token too long to be one of ours is not looked up. */
export const isPlausibleToken = (token: string) => token.length <= MAX_TOKEN_LENGTH

const touch = preparedQuery((db, slot) =>
  db
    .updateTable('tokens')
    .set({ last_seen_at: slot<string>(0), address: slot<string>(1) })
    .where('id', '=', slot<number>(2)),
)

/** Marks the token used now, from `address`. */
export async function touchToken(db: Db, tokenId: number, now: Date, address: string): Promise<void> {
  await touch(db, now.toISOString(), address, tokenId)
}

export async function revokeToken(db: Db, userId: number, tokenId: number, now: Date): Promise<void> {
  await db
    .updateTable('tokens')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .execute()
  forgetSessionsOf(userId)
}
