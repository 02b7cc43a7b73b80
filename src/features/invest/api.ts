import type {
  EarnDetailAnswer,
  EarnOrder,
  EarnsAnswer,
  MinerCancelAnswer,
  MinerInfoAnswer,
  MinerListAnswer,
  MinerOrder,
  MinerOrdersAnswer,
} from '@contract/invest'
import type { InvestBuyRequest } from '@contract/schemas/invest'
import { idempotencyHeader } from '@contract/wallet'
import { type Answer, http } from '@/shared/lib/http'

const money = (idempotencyKey: string) => ({ headers: { [idempotencyHeader]: idempotencyKey } })

export function fetchMinerList(signal?: AbortSignal): Promise<MinerListAnswer> {
  return http.get<MinerListAnswer>('/api/miner_list', { signal })
}

export function fetchMinerInfo(id: number, signal?: AbortSignal): Promise<MinerInfoAnswer> {
  return http.post<MinerInfoAnswer>('/api/miner_info', { id }, { signal })
}

export function fetchMinerOrders(signal?: AbortSignal): Promise<MinerOrdersAnswer> {
  return http.get<MinerOrdersAnswer>('/api/miner_orders', { signal })
}

export function buyMiner(request: InvestBuyRequest, idempotencyKey: string): Promise<Answer<MinerOrder>> {
  return http.postWithMessage<MinerOrder>('/api/miner_buy', request, money(idempotencyKey))
}

export function cancelMiner(id: number, idempotencyKey: string): Promise<Answer<MinerCancelAnswer>> {
  return http.postWithMessage<MinerCancelAnswer>('/api/miner_cancel', { id }, money(idempotencyKey))
}

export function fetchEarns(signal?: AbortSignal): Promise<EarnsAnswer> {
  return http.get<EarnsAnswer>('/api/earns', { signal })
}

export function fetchEarnDetail(id: number, signal?: AbortSignal): Promise<EarnDetailAnswer> {
  return http.post<EarnDetailAnswer>('/api/earn_detail', { id }, { signal })
}

export function subscribeEarn(request: InvestBuyRequest, idempotencyKey: string): Promise<Answer<EarnOrder>> {
  return http.postWithMessage<EarnOrder>('/api/earn_order', request, money(idempotencyKey))
}
