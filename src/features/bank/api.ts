import type { AddBankRequest } from '@contract/schemas/bank'
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
