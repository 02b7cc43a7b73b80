// The console's calls for product settings and the support inbox (operator side), through the one HTTP client as the operator.
import type {
  ProductSettings,
  SpotFeeRequest,
  TimedRemoveRequest,
  TimedSettingRequest,
  WalletLimitsRequest,
} from '@contract/console-data'
import type { OperatorEarnProduct, OperatorInvestProducts, OperatorMinerProduct } from '@contract/invest'
import type { ContractTermsRequest } from '@contract/schemas/admin'
import type { EarnProductRequest, MinerProductRequest } from '@contract/schemas/invest'
import { http } from '@/shared/lib/http'
import { operatorAuth } from './session'
import type { InvestAction, InvestKind, OperatorThread, SupportQueueItem } from './types'

export function fetchProducts(signal?: AbortSignal): Promise<ProductSettings> {
  return http.get<ProductSettings>('admin/products', { auth: operatorAuth, signal })
}

/** A duration's payout rate and minimum; orders already placed keep their own. */
export function saveTimedSetting(request: TimedSettingRequest): Promise<unknown> {
  return http.post('admin/products/timed', request, { auth: operatorAuth })
}

/** Stops offering a duration to new orders; orders already placed settle on their own terms. */
export function removeTimedDuration(request: TimedRemoveRequest): Promise<unknown> {
  return http.post('admin/products/timed_remove', request, { auth: operatorAuth })
}

export function saveSpotFee(request: SpotFeeRequest): Promise<unknown> {
  return http.post('admin/products/spot', request, { auth: operatorAuth })
}

export function saveWalletLimits(request: WalletLimitsRequest): Promise<unknown> {
  return http.post('admin/products/wallet', request, { auth: operatorAuth })
}

export function saveContractTerms(pid: number, request: ContractTermsRequest): Promise<unknown> {
  return http.post(`admin/products/${pid}/contract_terms`, request, { auth: operatorAuth })
}

/** Every staking and earn product, ended ones too; money in USDT decimal strings. */
export function fetchInvestProducts(signal?: AbortSignal): Promise<OperatorInvestProducts> {
  return http.get<OperatorInvestProducts>('admin/invest_products', { auth: operatorAuth, signal })
}

export function createMinerProduct(request: MinerProductRequest): Promise<OperatorMinerProduct> {
  return http.post<OperatorMinerProduct>('admin/miner_products', request, { auth: operatorAuth })
}

export function createEarnProduct(request: EarnProductRequest): Promise<OperatorEarnProduct> {
  return http.post<OperatorEarnProduct>('admin/earn_products', request, { auth: operatorAuth })
}

export function setInvestStatus(kind: InvestKind, id: number, action: InvestAction): Promise<unknown> {
  return http.post(`admin/${kind}_products/${id}/${action}`, {}, { auth: operatorAuth })
}

export function fetchSupportQueue(status: 'open' | 'closed', signal?: AbortSignal): Promise<SupportQueueItem[]> {
  return http.get<SupportQueueItem[]>('admin/support', { auth: operatorAuth, signal, searchParams: { status } })
}

export function fetchOperatorThread(id: number, signal?: AbortSignal): Promise<OperatorThread> {
  return http.get<OperatorThread>(`admin/support/${id}`, { auth: operatorAuth, signal })
}

export function answerSupportThread(id: number, body: string): Promise<OperatorThread> {
  return http.post<OperatorThread>(`admin/support/${id}/answer`, { body }, { auth: operatorAuth })
}

export function closeSupportThread(id: number): Promise<OperatorThread> {
  return http.post<OperatorThread>(`admin/support/${id}/close`, {}, { auth: operatorAuth })
}
