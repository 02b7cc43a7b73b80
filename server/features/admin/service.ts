// Operator review of deposits, withdrawals and bank/address records: one set of functions behind both the
// /admin/* routes and the CLI (server/cli/admin.ts). Queues and decisions are the features' own services.
import type { ReviewStatus } from '../../db/schema'
import type { Deps } from '../../deps'
import { invalid } from '../../errors'
import { bankReviewQueue, decideBank } from '../bank/service'
import { type ContractTermsView, updateTerms } from '../contract/terms'
import { depositReviewQueue, reviewDeposit } from '../recharge/service'
import { reviewWithdrawal, withdrawalReviewQueue } from '../withdraw/service'

export type OperatorContext = Pick<Deps, 'db' | 'clock'>
export const reviewKinds = ['deposits', 'withdrawals', 'banks'] as const
export type ReviewKind = (typeof reviewKinds)[number]

export function listReviews(ctx: OperatorContext, kind: ReviewKind, status?: ReviewStatus) {
  if (kind === 'deposits') return depositReviewQueue(ctx, status)
  if (kind === 'withdrawals') return withdrawalReviewQueue(ctx, status)
  return bankReviewQueue(ctx, status)
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

/** Changes a product's contract terms (new orders only: every order keeps the terms of its placement). */
export function changeContractTerms(
  ctx: OperatorContext,
  pid: number,
  changes: Partial<Record<keyof ContractTermsView, string | undefined>>,
): Promise<ContractTermsView> {
  const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined))
  return updateTerms(ctx.db, pid, given)
}
