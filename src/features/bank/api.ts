import type { AddBankRequest, BankRecord } from '@/api/contract-wallet'
import { idempotencyHeader } from '@/api/contract-wallet'
import { http } from '@/shared/lib/http'

export function fetchBankRecords(signal?: AbortSignal): Promise<BankRecord[]> {
  return http.get<BankRecord[]>('/api/bank', { signal })
}

export function addBankRecord(request: AddBankRequest, idempotencyKey: string): Promise<BankRecord> {
  return http.post<BankRecord>('/api/addbank', request, { headers: { [idempotencyHeader]: idempotencyKey } })
}

export function deleteBankRecord(id: number): Promise<unknown> {
  return http.post('/api/delbank', { id })
}
