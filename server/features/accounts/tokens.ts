// Bearer tokens: 256 random bits (base64url) handed to the client once; only their SHA-256 is stored.
import { createHash, randomBytes } from 'node:crypto'
import type { LoginResult } from '../../../contract/api'
import type { Db } from '../../db/db'

const DAY_MS = 86_400_000
/** 32 bytes in base64url is 43 characters; anything much longer is not one of ours. */
const MAX_TOKEN_LENGTH = 128

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export async function issueToken(db: Db, userId: number, now: Date, ttlDays: number): Promise<LoginResult> {
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
    })
    .execute()
  return { token, expires_at: expiresAt }
}

export async function findValidToken(db: Db, token: string, now: Date) {
  if (token.length > MAX_TOKEN_LENGTH) return undefined
  const row = await db
    .selectFrom('tokens')
    .select(['id', 'user_id'])
    .where('token_hash', '=', hashToken(token))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst()
  return row ? { tokenId: row.id, userId: row.user_id } : undefined
}

export async function revokeToken(db: Db, tokenId: number, now: Date): Promise<void> {
  await db
    .updateTable('tokens')
    .set({ revoked_at: now.toISOString() })
    .where('id', '=', tokenId)
    .where('revoked_at', 'is', null)
    .execute()
}
