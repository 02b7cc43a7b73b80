// Password-reset codes: 6 digits from a CSPRNG, stored only as salt$sha256, valid 10 minutes, at most 5 attempts,
// one request per 60 s per account and daily caps per account and per client address. Unknown accounts get a
// row too (never sent), so every answer and cap is the same for them.
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { RecoveryChannel } from '../../../contract/schemas/identity'
import type { Database, ResetCodeRow } from '../../db/schema'
import { AppError } from '../../errors'

const DAY_MS = 86_400_000

export const codeRules = {
  ttlMs: 10 * 60_000,
  maxAttempts: 5,
  resendMs: 60_000,
  perAccountPerDay: 10,
  perAddressPerDay: 30,
} as const

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

function digest(salt: string, code: string): Buffer {
  return createHash('sha256').update(`${salt}:${code}`).digest()
}

export function hashCode(code: string): string {
  const salt = randomBytes(16).toString('base64url')
  return `${salt}$${digest(salt, code).toString('base64url')}`
}

export function codeMatches(code: string, stored: string): boolean {
  const [salt = '', hash = ''] = stored.split('$')
  const expected = Buffer.from(hash, 'base64url')
  const actual = digest(salt, code)
  return expected.length === actual.length && timingSafeEqual(actual, expected)
}

async function countSince(trx: Kysely<Database>, column: 'account' | 'address', value: string, since: Date) {
  const row = await trx
    .selectFrom('reset_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where(column, '=', value)
    .where('created_at', '>', since.toISOString())
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export interface CodeRequest {
  channel: RecoveryChannel
  account: string
  userId: number | null
  address: string
  codeHash: string
}

/** Stores a new code after the resend wait and the daily caps; throws rate_limited with the reason otherwise. */
export async function storeCode(trx: Kysely<Database>, request: CodeRequest, now: Date): Promise<void> {
  const last = await trx
    .selectFrom('reset_codes')
    .select('created_at')
    .where('account', '=', request.account)
    .orderBy('id', 'desc')
    .executeTakeFirst()
  const wait = last ? Date.parse(last.created_at) + codeRules.resendMs - now.getTime() : 0
  if (wait > 0) throw new AppError('rate_limited', 'code_resend_wait', { seconds: String(Math.ceil(wait / 1000)) })
  const dayAgo = new Date(now.getTime() - DAY_MS)
  if (
    (await countSince(trx, 'account', request.account, dayAgo)) >= codeRules.perAccountPerDay ||
    (await countSince(trx, 'address', request.address, dayAgo)) >= codeRules.perAddressPerDay
  ) {
    throw new AppError('rate_limited', 'code_daily_cap')
  }
  await trx
    .insertInto('reset_codes')
    .values({
      channel: request.channel,
      account: request.account,
      user_id: request.userId,
      code_hash: request.codeHash,
      attempts: 0,
      address: request.address,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + codeRules.ttlMs).toISOString(),
      used_at: null,
    })
    .execute()
}

/** The account's newest code if it is still usable (unused, unexpired); older codes are superseded. */
export async function liveCode(trx: Kysely<Database>, account: string, now: Date): Promise<ResetCodeRow | undefined> {
  const row = await trx
    .selectFrom('reset_codes')
    .selectAll()
    .where('account', '=', account)
    .orderBy('id', 'desc')
    .executeTakeFirst()
  if (!row || row.used_at !== null || row.expires_at <= now.toISOString()) return undefined
  return row
}
