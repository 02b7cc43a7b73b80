import type { AddBankRequest } from '@contract/schemas/bank'
import { atom } from 'jotai'
import { actionAtom } from '@/shared/lib/action'
import { moneyActionAtom } from '@/shared/lib/money-action'
import { resourceAtom } from '@/shared/lib/resource'
import { addBankRecord, deleteBankRecord, fetchBankRecords, setAllowlistEntry } from './api'

/** GET /api/bank: the user's bank cards and addresses, with their review status. */
export const bankRecordsAtom = resourceAtom({
  key: 'bank.records',
  scope: 'session',
  fetch: (_param, signal) => fetchBankRecords(signal),
})

/** Binds a bank card or an address (it then waits for review); the list reloads after it. */
export const addBankRecordAtom = moneyActionAtom({
  run: (request: AddBankRequest, idempotencyKey) => addBankRecord(request, idempotencyKey),
  onSuccess: (_get, set) => set(bankRecordsAtom, 'refresh'),
})

/** Deletes a record; rejects with the HTTP client's error (the shell has shown it). */
export const deleteBankRecordAtom = atom(null, async (_get, set, id: number) => {
  const answer = await deleteBankRecord(id)
  set(bankRecordsAtom, 'refresh')
  return answer
})

/** Puts a record on the withdrawal allow-list (usable after the new-destination delay) or takes it off. */
export const setAllowlistEntryAtom = actionAtom({
  run: (request: { id: number; on: 0 | 1 }) => setAllowlistEntry(request),
  onSuccess: (_get, set) => set(bankRecordsAtom, 'refresh'),
})
