// The statement's call, and the history calls an export pages through (each newest first, `?before=id`).
import type { ContractHistoryPage } from '@contract/contract-trading'
import type { StatementPage } from '@contract/statement'
import type { CoinOrdersAnswer, MicroOrdersAnswer } from '@contract/trading'
import type { RechargeRecord, WithdrawRecord } from '@contract/wallet'
import { http } from '@/shared/lib/http'
import { type StatementFilter, statementSearch } from './model'

/** GET /api/statement: one page of the caller's postings under a filter. */
export function fetchStatement(filter: StatementFilter, before?: number, limit?: number, signal?: AbortSignal) {
  return http.get<StatementPage>('/api/statement', { signal, searchParams: statementSearch(filter, before, limit) })
}

const cursor = (before?: number) => (before === undefined ? undefined : { before })

export async function fetchMicroOrdersBefore(before?: number) {
  return (await http.get<MicroOrdersAnswer>('/api/micro_orders', { searchParams: cursor(before) })).orders
}

export async function fetchCoinOrdersBefore(before?: number) {
  return (await http.get<CoinOrdersAnswer>('/api/coin_orders', { searchParams: cursor(before) })).orders
}

export async function fetchContractOrdersBefore(before?: number) {
  const searchParams = { status: 'all', ...cursor(before) }
  return (await http.get<ContractHistoryPage>('/api/orders/page/1', { searchParams })).data
}

export function fetchDepositsBefore(before?: number) {
  return http.get<RechargeRecord[]>('/api/recharge_history', { searchParams: cursor(before) })
}

export function fetchWithdrawalsBefore(before?: number) {
  return http.get<WithdrawRecord[]>('/api/withdraw_history', { searchParams: cursor(before) })
}
