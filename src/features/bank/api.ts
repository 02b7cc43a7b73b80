import type { AddBankRequest } from '@contract/schemas/bank'
import type { AllowlistEntryRequest } from '@contract/schemas/security'
import type { BankRecord } from '@contract/wallet'
import { idempotencyHeader } from '@contract/wallet'
import { type Answer, http } from '@/shared/lib/http'

export function fetchBankRecords(signal?: AbortSignal): Promise<BankRecord[]> {
  return http.get<BankRecord[]>('/api/bank', { signal })
}

export function addBankRecord(request: AddBankRequest, idempotencyKey: string): Promise<Answer<BankRecord>> {
  return http.postWithMessage<BankRecord>('/api/addbank', request, {
    headers: { [idempotencyHeader]: idempotencyKey },
  })
}

export function deleteBankRecord(id: number): Promise<Answer<unknown>> {
  return http.postWithMessage('/api/delbank', { id })
}

/** Puts one of the user's approved records on the withdrawal allow-list, or takes it off. */
export function setAllowlistEntry(request: AllowlistEntryRequest): Promise<Answer<BankRecord>> {
  return http.postWithMessage<BankRecord>('/api/allowlist_entry', request)
}
