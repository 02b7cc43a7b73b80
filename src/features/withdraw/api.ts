import type { WithdrawConfirmRequest } from '@contract/schemas/security'
import type { WithdrawRequest } from '@contract/schemas/withdraw'
import type { WithdrawChallenge, WithdrawDetail, WithdrawInfo, WithdrawRecord } from '@contract/wallet'
import { idempotencyHeader } from '@contract/wallet'
import { type Answer, http } from '@/shared/lib/http'

export function fetchWithdrawInfo(signal?: AbortSignal): Promise<WithdrawInfo> {
  return http.get<WithdrawInfo>('/api/withdraw_info', { signal })
}

/** Asks for a withdrawal: nothing is frozen until its code is confirmed (confirmWithdraw). */
export function submitWithdraw(request: WithdrawRequest): Promise<Answer<WithdrawChallenge>> {
  return http.postWithMessage<WithdrawChallenge>('/api/withdraw', request)
}

/** The code of a withdrawal request: the withdrawal (amount + fee frozen). */
export function confirmWithdraw(
  request: WithdrawConfirmRequest,
  idempotencyKey: string,
): Promise<Answer<WithdrawRecord>> {
  return http.postWithMessage<WithdrawRecord>('/api/withdraw_confirm', request, {
    headers: { [idempotencyHeader]: idempotencyKey },
  })
}

export function fetchWithdrawHistory(signal?: AbortSignal): Promise<WithdrawRecord[]> {
  return http.get<WithdrawRecord[]>('/api/withdraw_history', { signal })
}

export function fetchWithdrawDetail(id: number, signal?: AbortSignal): Promise<WithdrawDetail> {
  // Quiet: the detail screen says itself, once, that the withdrawal was not found.
  return http.post<WithdrawDetail>('/api/withdraw_detail', { id }, { signal, quiet: true })
}
