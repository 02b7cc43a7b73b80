import type {
  ContractClosed,
  ContractHistoryPage,
  ContractMarket,
  ContractNotice,
  ContractOrder,
  ContractOrderPlaced,
} from '@contract/contract-trading'
import type { RiskAcceptance } from '@contract/risk'
import type { ContractOrderRequest, ContractSellRequest, ContractStopsRequest } from '@contract/schemas/contract'
import type { RiskAcceptRequest } from '@contract/schemas/risk'
import { idempotencyHeader } from '@contract/wallet'
import { type Answer, http } from '@/shared/lib/http'
import type { HistoryFilter } from './model'

/** POST /main/product_lvs {pid}: terms, book and (signed in) the caller's orders and balance; polled every 2 s. */
export function fetchContractMarket(pid: number, signal?: AbortSignal): Promise<ContractMarket> {
  return http.post<ContractMarket>('/main/product_lvs', { pid }, { signal, quiet: true })
}

/** POST /api/contract_order; one Idempotency-Key per user action. */
export function placeContractOrder(request: ContractOrderRequest, key: string): Promise<Answer<ContractOrderPlaced>> {
  return http.postWithMessage<ContractOrderPlaced>('/api/contract_order', request, {
    headers: { [idempotencyHeader]: key },
  })
}

/** POST /api/contract_cancel {oid}: margin and fee frozen by a pending order come back in full. */
export function cancelContractOrder(oid: number): Promise<Answer<ContractOrder>> {
  return http.postWithMessage<ContractOrder>('/api/contract_cancel', { oid })
}

/** POST /api/contract_sell {oid, share}: closes the share (percent) of a position at the current mark. */
export function closeContractPosition(request: ContractSellRequest, key: string): Promise<Answer<ContractClosed>> {
  return http.postWithMessage<ContractClosed>('/api/contract_sell', request, {
    headers: { [idempotencyHeader]: key },
  })
}

/** POST /api/contract_stops {oid, stop_win, stop_loss}: replaces both triggers ('' clears one). */
export function setContractStops(request: ContractStopsRequest): Promise<Answer<ContractOrder>> {
  return http.postWithMessage<ContractOrder>('/api/contract_stops', request)
}

/** GET /api/orders/page/{page}?status=all|hold|wait: the caller's contract orders, 20 per page. */
export function fetchContractHistory(page: number, status: HistoryFilter, signal?: AbortSignal) {
  return http.get<ContractHistoryPage>(`/api/orders/page/${page}`, { signal, searchParams: { status } })
}

/** GET /api/contract_notices: positions the engine closed that the user has not seen (quiet: a background check). */
export function fetchContractNotices(signal?: AbortSignal): Promise<ContractNotice[]> {
  return http.get<ContractNotice[]>('/api/contract_notices', { signal, quiet: true })
}

export function markContractNoticesSeen(ids: number[]): Promise<unknown> {
  return http.post<unknown>('/api/contract_notices_seen', { ids }, { quiet: true })
}

/** POST /api/risk_accept {kind: 'contract'}: the server refuses contract orders until it has this on record. */
export function acceptContractRisk(): Promise<RiskAcceptance> {
  const request: RiskAcceptRequest = { kind: 'contract' }
  return http.post<RiskAcceptance>('/api/risk_accept', request)
}
