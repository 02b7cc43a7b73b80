import type { WithdrawConfirmRequest } from '@contract/schemas/security'
import type { WithdrawRequest } from '@contract/schemas/withdraw'
import { actionAtom } from '@/shared/lib/action'
import { moneyActionAtom } from '@/shared/lib/money-action'
import { resourceAtom, resourceFamily } from '@/shared/lib/resource'
import { confirmWithdraw, fetchWithdrawDetail, fetchWithdrawHistory, fetchWithdrawInfo, submitWithdraw } from './api'

/** GET /api/withdraw_info: the available balance, the bound accounts, the minimum and the fee. */
export const withdrawInfoAtom = resourceAtom({
  key: 'withdraw.info',
  scope: 'session',
  fetch: (_param, signal) => fetchWithdrawInfo(signal),
})

/** GET /api/withdraw_history: the user's withdrawals, newest first. */
export const withdrawHistoryAtom = resourceAtom({
  key: 'withdraw.history',
  scope: 'session',
  fetch: (_param, signal) => fetchWithdrawHistory(signal),
})

/** POST /api/withdraw_detail {id}: one withdrawal, by id. */
export const withdrawDetailAtom = resourceFamily({
  key: 'withdraw.detail',
  scope: 'session',
  fetch: (id: number, signal) => fetchWithdrawDetail(id, signal),
})

/** Asks for a withdrawal: the answer says how its code comes (mail, or the authenticator app). Moves no money. */
export const submitWithdrawalAtom = actionAtom({ run: (request: WithdrawRequest) => submitWithdraw(request) })

/** Confirms a request with its code: the withdrawal (amount and fee held until the operator decides). */
export const confirmWithdrawalAtom = moneyActionAtom({
  run: (request: WithdrawConfirmRequest, idempotencyKey) => confirmWithdraw(request, idempotencyKey),
  onSuccess: (_get, set) => set(withdrawInfoAtom, 'refresh'),
})
