// The console's calls for product settings and the support inbox (operator side), through the console's client.
import type {
  ProductSettings,
  SpotFeeRequest,
  TimedRemoveRequest,
  TimedSettingRequest,
  WalletLimitsRequest,
} from '@contract/console-data'
import type { ContractTermsRequest } from '@contract/schemas/admin'
import type { EarnProductRequest, MinerProductRequest } from '@contract/schemas/invest'
import { consoleHttp } from './client'
import type { InvestAction, InvestKind, InvestProducts, OperatorThread, SupportQueueItem } from './types'

export function fetchProducts(signal?: AbortSignal): Promise<ProductSettings> {
  return consoleHttp.get<ProductSettings>('admin/products', { signal })
}

/** A duration's payout rate and minimum; orders already placed keep their own. */
export function saveTimedSetting(request: TimedSettingRequest): Promise<unknown> {
  return consoleHttp.post('admin/products/timed', request)
}

/** Stops offering a duration to new orders; orders already placed settle on their own terms. */
export function removeTimedDuration(request: TimedRemoveRequest): Promise<unknown> {
  return consoleHttp.post('admin/products/timed_remove', request)
}

export function saveSpotFee(request: SpotFeeRequest): Promise<unknown> {
  return consoleHttp.post('admin/products/spot', request)
}

export function saveWalletLimits(request: WalletLimitsRequest): Promise<unknown> {
  return consoleHttp.post('admin/products/wallet', request)
}

export function saveContractTerms(pid: number, request: ContractTermsRequest): Promise<unknown> {
  return consoleHttp.post(`admin/products/${pid}/contract_terms`, request)
}

export function fetchInvestProducts(signal?: AbortSignal): Promise<InvestProducts> {
  return consoleHttp.get<InvestProducts>('admin/invest_products', { signal })
}

export function createMinerProduct(request: MinerProductRequest): Promise<unknown> {
  return consoleHttp.post('admin/miner_products', request)
}

export function createEarnProduct(request: EarnProductRequest): Promise<unknown> {
  return consoleHttp.post('admin/earn_products', request)
}

export function setInvestStatus(kind: InvestKind, id: number, action: InvestAction): Promise<unknown> {
  return consoleHttp.post(`admin/${kind}_products/${id}/${action}`)
}

export function fetchSupportQueue(status: 'open' | 'closed', signal?: AbortSignal): Promise<SupportQueueItem[]> {
  return consoleHttp.get<SupportQueueItem[]>('admin/support', { signal, searchParams: { status } })
}

export function fetchOperatorThread(id: number, signal?: AbortSignal): Promise<OperatorThread> {
  return consoleHttp.get<OperatorThread>(`admin/support/${id}`, { signal })
}

export function answerSupportThread(id: number, body: string): Promise<OperatorThread> {
  return consoleHttp.post<OperatorThread>(`admin/support/${id}/answer`, { body })
}

export function closeSupportThread(id: number): Promise<OperatorThread> {
  return consoleHttp.post<OperatorThread>(`admin/support/${id}/close`)
}
