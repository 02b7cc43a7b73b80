// The credit score of a user, from their own record by the published rule (contract/rules/credit-score.ts).
import type { Kysely } from 'kysely'
import { type CreditScore, calculateCreditScore, creditWindows } from '../../../contract/rules/credit-score'
import type { Database } from '../../db/schema'
import { AppError } from '../../errors'

const DAY_MS = 86_400_000

async function countRows(
  db: Kysely<Database>,
  table: 'deposits' | 'withdrawals',
  userId: number,
  status: 1 | 2,
  since?: string,
): Promise<number> {
  let query = db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('user_id', '=', userId)
    .where('status', '=', status)
  if (since !== undefined) query = query.where('decided_at', '>=', since)
  return Number((await query.executeTakeFirst())?.n ?? 0)
}

export async function creditScoreOf(db: Kysely<Database>, userId: number, now: Date): Promise<CreditScore> {
  const user = await db
    .selectFrom('users')
    .select(['basic_verify_status', 'rzstatus', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirst()
  if (!user) throw new AppError('not_found')
  const since = new Date(now.getTime() - creditWindows.rejectionDays * DAY_MS).toISOString()
  const [approvedDeposits, rejectedDeposits, rejectedWithdrawals] = await Promise.all([
    countRows(db, 'deposits', userId, 1),
    countRows(db, 'deposits', userId, 2, since),
    countRows(db, 'withdrawals', userId, 2, since),
  ])
  return calculateCreditScore({
    basicVerified: user.basic_verify_status === 2,
    advancedVerified: user.rzstatus === 2,
    ageDays: Math.max(0, Math.floor((now.getTime() - Date.parse(user.created_at)) / DAY_MS)),
    approvedDeposits,
    recentRejections: rejectedDeposits + rejectedWithdrawals,
  })
}
