// Operator review of deposits, withdrawals, bank/address records and identity verifications: one set of functions
// behind both the /admin/* routes and the CLI (server/cli/admin.ts). Queues and decisions are the features' own
// services.

import type { ReviewStatus } from '../../../contract/wallet'
import type { OperatorContext } from '../../audit/context'
import { writeAudit } from '../../audit/log'
import type { Deps } from '../../deps'
import { invalid } from '../../errors'
import { ownerLock, writeTx } from '../../ledger/tx'
import { bankReviewQueue, decideBank } from '../bank'
import { withdrawalReviews } from '../console'
import { type ContractTermsView, productTerms, termsView, updateTerms } from '../contract'
import { reviewVerification, verificationReviewQueue } from '../identity'
import { decideDeposit, depositOwner, depositReviewQueue } from '../recharge'
import { decideWithdrawal, withdrawalOwner } from '../withdraw'

export const reviewKinds = ['deposits', 'withdrawals', 'banks', 'verifications'] as const
export type ReviewKind = (typeof reviewKinds)[number]

export function listReviews(ctx: Pick<Deps, 'db' | 'clock'>, kind: ReviewKind, status?: ReviewStatus) {
  if (kind === 'deposits') return depositReviewQueue(ctx, status)
  if (kind === 'withdrawals') return withdrawalReviews(ctx.db, status)
  if (kind === 'verifications') return verificationReviewQueue(ctx.db, status)
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
  const decided = await decide(ctx, kind, id, approve, text)
  return { id: decided.id, status: decided.status, reason: decided.reason }
}

/** Changes a product's contract terms (new orders only: every order keeps the terms of its placement). */
export function changeContractTerms(
  ctx: OperatorContext,
  pid: number,
  changes: Partial<Record<keyof ContractTermsView, string | undefined>>,
): Promise<ContractTermsView> {
  const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined))
  return writeTx(ctx.db, async (trx) => {
    const before = await productTerms(trx, pid)
    const after = await updateTerms(trx, pid, given)
    const entry = {
      operator: ctx.operator,
      action: 'contract.terms',
      target: `product:${pid}`,
      before: before ? JSON.stringify(termsView(pid, before)) : '',
      after: JSON.stringify(after),
      reason: '',
    }
    await writeAudit(trx, entry, ctx.clock())
    return after
  })
}

const singular = { deposits: 'deposit', withdrawals: 'withdrawal', banks: 'bank' } as const

/** The decision and its audit row, in one transaction. */
async function decide(ctx: OperatorContext, kind: ReviewKind, id: number, approve: boolean, reason: string) {
  const { operator, address } = ctx
  if (kind === 'verifications')
    return reviewVerification(ctx.db, { id, approve, reason, operator, address }, ctx.clock())
  // A deposit's or withdrawal's decision locks its owner only (PostgreSQL); a bank record's runs alone.
  const owner =
    kind === 'deposits'
      ? await depositOwner(ctx.db, id)
      : kind === 'withdrawals'
        ? await withdrawalOwner(ctx.db, id)
        : undefined
  return writeTx(
    ctx.db,
    async (trx) => {
      const now = ctx.clock()
      const decided =
        kind === 'deposits'
          ? await decideDeposit(trx, id, approve, reason, now)
          : kind === 'withdrawals'
            ? await decideWithdrawal(trx, id, approve, reason, now)
            : await decideBank(trx, id, approve, reason, now)
      const name = singular[kind]
      const entry = { operator, address, action: `${name}.${approve ? 'approve' : 'reject'}`, target: `${name}:${id}` }
      await writeAudit(
        trx,
        { ...entry, before: '0 pending', after: approve ? '1 approved' : '2 rejected', reason },
        now,
      )
      return decided
    },
    ownerLock(owner),
  )
}
