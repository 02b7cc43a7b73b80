// Review queue counts, and the withdrawal queue with what an operator needs to decide: the bound account (the
// withdrawal's destination), the user's balances and newest postings.
import type { QueueCounts, WithdrawalReview } from '../../../contract/console-data'
import type { ReviewStatus, WithdrawDestination } from '../../../contract/wallet'
import type { Db } from '../../db/db'
import { formatAmount } from '../../ledger/money'
import { withdrawalQueue } from '../withdraw'
import { assetBalances, ledgerEntry } from './users'
import { recentPostingsOf } from './users-repo'

const RECENT_POSTINGS = 10

async function pending(db: Db, table: 'deposits' | 'withdrawals' | 'bank_records'): Promise<number> {
  let query = db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 0)
  if (table === 'bank_records') query = query.where('deleted_at', 'is', null)
  return Number((await query.executeTakeFirst())?.n ?? 0)
}

export async function queueCounts(db: Db): Promise<QueueCounts> {
  const levels = await db
    .selectFrom('verifications')
    .select(['level', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('status', '=', 0)
    .groupBy('level')
    .execute()
  const support = await db
    .selectFrom('support_threads')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', '=', 0)
    .executeTakeFirst()
  return {
    deposits: await pending(db, 'deposits'),
    withdrawals: await pending(db, 'withdrawals'),
    banks: await pending(db, 'bank_records'),
    verifications_basic: Number(levels.find((l) => l.level === 'basic')?.n ?? 0),
    verifications_advanced: Number(levels.find((l) => l.level === 'advanced')?.n ?? 0),
    support: Number(support?.n ?? 0),
  }
}

async function recentPostings(db: Db, userId: number) {
  return (await recentPostingsOf(db, userId, RECENT_POSTINGS)).map(ledgerEntry)
}

/** GET /admin/withdrawals: each item with its user's balances and newest postings (read once per user). */
export async function withdrawalReviews(db: Db, status?: ReviewStatus): Promise<WithdrawalReview[]> {
  const rows = await withdrawalQueue(db, status)
  const userIds = [...new Set(rows.map((r) => r.user_id))]
  const names = new Map<number, string>()
  if (userIds.length > 0) {
    const users = await db.selectFrom('users').select(['id', 'username']).where('id', 'in', userIds).execute()
    for (const u of users) names.set(u.id, u.username)
  }
  const context = new Map<number, Pick<WithdrawalReview, 'balances' | 'recent'>>()
  for (const id of userIds)
    context.set(id, { balances: await assetBalances(db, id), recent: await recentPostings(db, id) })
  return rows.map((row) => ({
    id: row.id,
    order_id: row.order_id,
    user_id: row.user_id,
    username: names.get(row.user_id) ?? '',
    asset: row.asset,
    amount: formatAmount(row.amount, row.asset),
    fee: formatAmount(row.fee, row.asset),
    destination: JSON.parse(row.destination) as WithdrawDestination,
    status: row.status,
    reason: row.reason,
    created_at: row.created_at,
    balances: context.get(row.user_id)?.balances ?? [],
    recent: context.get(row.user_id)?.recent ?? [],
  }))
}
