// Wrong admin tokens per client address, in the login throttle's table (scope 'admin') so that several API
// processes share the count.
import type { Db } from '../db/db'

export const operatorThrottleRules = {
  windowMs: 15 * 60_000,
  /** Wrong tokens one address may send per window; beyond it a wrong one is answered too_many_attempts (429). */
  perAddress: 10,
} as const

const windowStart = (now: Date) => new Date(now.getTime() - operatorThrottleRules.windowMs).toISOString()

async function wrongTokens(db: Db, address: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('scope', '=', 'admin')
    .where('key', '=', address)
    .where('created_at', '>', windowStart(now))
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

/**
 * Records a wrong token; true when it is over the limit. The insert and the count are committed each on its
 * own, so every attempt counts all recorded before it and no more than the allowed number pass at once.
 */
export async function recordWrongToken(db: Db, address: string, now: Date): Promise<boolean> {
  await db
    .deleteFrom('login_failures')
    .where('scope', '=', 'admin')
    .where('created_at', '<=', windowStart(now))
    .execute()
  await db
    .insertInto('login_failures')
    .values({ scope: 'admin', key: address, created_at: now.toISOString() })
    .execute()
  return (await wrongTokens(db, address, now)) > operatorThrottleRules.perAddress
}
