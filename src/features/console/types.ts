// Answers of the older /admin calls that the API contract does not type yet (support inbox, bank queue), as the
// server sends them, and the names of the invest product actions.
import type { DepositReview, VerificationReview, WithdrawalReview } from '@contract/console-data'
import type { SupportMessage, SupportThread } from '@contract/support'
import type { BankRecord } from '@contract/wallet'

/** GET /admin/banks: a bound bank card or address waiting for review. */
export interface BankReview extends BankRecord {
  user_id: number
  idcard: string
  phone: string
  created_at: string
}

export const reviewKinds = ['deposits', 'withdrawals', 'banks', 'verifications'] as const
export type ReviewKind = (typeof reviewKinds)[number]

export interface ReviewItems {
  deposits: DepositReview
  withdrawals: WithdrawalReview
  banks: BankReview
  verifications: VerificationReview
}

/** GET /admin/support?status=: a conversation in the operators' queue. */
export interface SupportQueueItem {
  id: number
  user_id: number
  username: string
  status: 0 | 1
  subject: string
  created_at: string
  updated_at: string
  awaiting_answer: boolean
}

/** GET /admin/support/{id} */
export interface OperatorThread {
  thread: SupportThread & { user_id: number }
  messages: SupportMessage[]
}

export type InvestKind = 'miner' | 'earn'
export type InvestAction = 'pause' | 'resume' | 'end'
