import type { WithdrawRequest } from '@contract/schemas/withdraw'
import { moneyActionAtom } from '@/shared/lib/money-action'
import { resourceAtom, resourceFamily } from '@/shared/lib/resource'
import { fetchWithdrawDetail, fetchWithdrawHistory, fetchWithdrawInfo, submitWithdraw } from './api'

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

/** Requests a withdrawal (the amount and fee are held until the operator decides). */
export const submitWithdrawalAtom = moneyActionAtom({
  run: (request: WithdrawRequest, idempotencyKey) => submitWithdraw(request, idempotencyKey),
})
