// Failed-login and registration throttling, kept in the database so several API processes share it.
import type { Db } from '../../db/db'
import type { ThrottleScope } from '../../db/schema'

export const throttleRules = {
  windowMs: 15 * 60_000,
  perAccount: 5,
  perAddress: 30,
  /** Accounts one client address may create per window: each costs a scrypt hash and a demo grant. */
  registrationsPerAddress: 20,
  registrationWindowMs: 60 * 60_000,
} as const

async function failures(db: Db, scope: ThrottleScope, key: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('created_at', '>', since)
    .executeTakeFirst()
  return Number(row?.n ?? 0)
}

export async function isThrottled(db: Db, account: string, address: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - throttleRules.windowMs).toISOString()
  const [byAccount, byAddress] = await Promise.all([
    failures(db, 'account', account, since),
    failures(db, 'address', address, since),
  ])
  return byAccount >= throttleRules.perAccount || byAddress >= throttleRules.perAddress
}

export async function recordFailure(db: Db, account: string, address: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - throttleRules.windowMs).toISOString()
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('login_failures').where('created_at', '<=', since).execute()
    await trx
      .insertInto('login_failures')
      .values([
        { scope: 'account', key: account, created_at: now.toISOString() },
        { scope: 'address', key: address, created_at: now.toISOString() },
      ])
      .execute()
  })
}

export async function clearAccountFailures(db: Db, account: string): Promise<void> {
  await db.deleteFrom('login_failures').where('scope', '=', 'account').where('key', '=', account).execute()
}

/** True once `address` has created the allowed number of accounts in the registration window. */
export async function isRegistrationLimited(db: Db, address: string, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - throttleRules.registrationWindowMs).toISOString()
  return (await failures(db, 'registration', address, since)) >= throttleRules.registrationsPerAddress
}

export async function recordRegistration(db: Db, address: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - throttleRules.registrationWindowMs).toISOString()
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('login_failures')
      .where('scope', '=', 'registration')
      .where('created_at', '<=', since)
      .execute()
    await trx
      .insertInto('login_failures')
      .values({ scope: 'registration', key: address, created_at: now.toISOString() })
      .execute()
  })
}
