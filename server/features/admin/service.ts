// Operator review of deposits, withdrawals and bank/address records: one set of functions behind both the
// /admin/* routes and the CLI (server/cli/admin.ts). Decisions go through the features' own services.
import type { ReviewStatus } from '../../db/schema'
import type { Deps } from '../../deps'
import { formatAmount, toMinor } from '../../ledger/money'
import { reviewQueue } from '../bank/repo'
import { bankView, decideBank } from '../bank/service'
import { reviewDeposit } from '../recharge/service'
import { uploadPath } from '../uploads/service'
import { invalid } from '../wallet/http'
import { withdrawalQueue } from '../withdraw/repo'
import { reviewWithdrawal } from '../withdraw/service'

export type OperatorContext = Pick<Deps, 'db' | 'clock'>
export const reviewKinds = ['deposits', 'withdrawals', 'banks'] as const
export type ReviewKind = (typeof reviewKinds)[number]

export async function listDeposits({ db }: OperatorContext, status?: ReviewStatus) {
  let query = db
    .selectFrom('deposits')
    .innerJoin('users', 'users.id', 'deposits.user_id')
    .innerJoin('uploads', 'uploads.id', 'deposits.upload_id')
    .select(['deposits.id', 'deposits.user_id', 'users.username', 'deposits.type', 'deposits.asset'])
    .select(['deposits.amount', 'uploads.fname', 'deposits.status', 'deposits.reason', 'deposits.created_at'])
  if (status !== undefined) query = query.where('deposits.status', '=', status)
  const rows = await query.orderBy('deposits.id').limit(500).execute()
  return rows.map(({ fname, amount, ...row }) => ({
    ...row,
    amount: formatAmount(toMinor(amount), row.asset),
    pic: uploadPath(fname),
  }))
}

export async function listWithdrawals({ db }: OperatorContext, status?: ReviewStatus) {
  return (await withdrawalQueue(db, status)).map((row) => ({
    id: row.id,
    order_id: row.order_id,
    user_id: row.user_id,
    asset: row.asset,
    amount: formatAmount(toMinor(row.amount), row.asset),
    fee: formatAmount(toMinor(row.fee), row.asset),
    destination: JSON.parse(row.destination) as unknown,
    status: row.status,
    reason: row.reason,
    created_at: row.created_at,
  }))
}

export async function listBanks({ db }: OperatorContext, status?: ReviewStatus) {
  return (await reviewQueue(db, status)).map((row) => ({
    ...bankView(row),
    user_id: row.user_id,
    idcard: row.idcard,
    phone: row.phone,
    created_at: row.created_at,
  }))
}

export function listReviews(ctx: OperatorContext, kind: ReviewKind, status?: ReviewStatus) {
  if (kind === 'deposits') return listDeposits(ctx, status)
  if (kind === 'withdrawals') return listWithdrawals(ctx, status)
  return listBanks(ctx, status)
}

/** Approves or rejects one pending item; a rejection needs a reason. Throws not_found / already_decided. */
export async function decideReview(
  ctx: OperatorContext,
  kind: ReviewKind,
  id: number,
  approve: boolean,
  reason: string,
): Promise<{ id: number; status: ReviewStatus; reason: string }> {
  const text = reason.trim()
  if (!approve && text === '') throw invalid('reason_required')
  const decided =
    kind === 'deposits'
      ? await reviewDeposit(ctx, id, approve, text)
      : kind === 'withdrawals'
        ? await reviewWithdrawal(ctx, id, approve, text)
        : await decideBank(ctx, id, approve, text)
  return { id: decided.id, status: decided.status, reason: decided.reason }
}
