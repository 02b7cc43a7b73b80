import type { Candle, KlineAnswer, KlineHistory, KlineInterval } from '@contract/market'
import type { RiskAcceptance } from '@contract/risk'
import type { MicroOrderRequest } from '@contract/schemas/micro'
import type { RiskAcceptRequest } from '@contract/schemas/risk'
import type { MicroOrderPlaced, MicroOrdersAnswer, MicroResult } from '@contract/trading'
import { idempotencyHeader } from '@contract/wallet'
import { http } from '@/shared/lib/http'

const klinePath = (pid: number, interval: KlineInterval) => `/main/kline/pid/${pid}/t/${interval}`

/** The latest `limit` candles (oldest first), the product detail and recent trades. */
export function fetchKline(pid: number, interval: KlineInterval, limit: number, signal?: AbortSignal) {
  return http.get<KlineAnswer>(klinePath(pid, interval), { signal, searchParams: { limit }, quiet: true })
}

const candlesKey = (pid: number, interval: KlineInterval) => `micro.candles|${pid}|${interval}`

/**
 * The chart's latest candles: fetched and saved while online; offline (or failing) the ones saved last time, so
 * the chart keeps the candles it had instead of only the 2 of the live refresh. Market data: the public shelf.
 */
export async function loadLatestCandles(pid: number, interval: KlineInterval, limit: number): Promise<Candle[]> {
  const key = candlesKey(pid, interval)
  // Loaded on first use, as the resources load it (kept out of the first screen's code).
  const snapshots = () => import('@/shared/lib/snapshot-store')
  try {
    const candles = (await fetchKline(pid, interval, limit)).kline
    void snapshots().then((store) => store.writeSaved('', key, { savedAt: Date.now(), data: candles }))
    return candles
  } catch (error) {
    const saved = await (await snapshots()).readSaved<Candle[]>('', key)
    if (saved) return saved.data
    throw error
  }
}

/** Up to `limit` candles that start before `before` (epoch ms), oldest first. */
export async function fetchKlineBefore(pid: number, interval: KlineInterval, before: number, limit: number) {
  const answer = await http.get<KlineHistory>(klinePath(pid, interval), {
    searchParams: { before, limit },
    quiet: true,
  })
  return answer.kline as Candle[]
}

/** The refresh call: the last 2 candles, the product detail and recent trades. */
export function fetchKlineDepth(pid: number, interval: KlineInterval, signal?: AbortSignal) {
  return http.get<KlineAnswer>(`${klinePath(pid, interval)}/depth/2`, { signal, quiet: true })
}

/** POST /api/micro_order: one key per user action, so a retried request cannot place a second order. */
export function placeMicroOrder(request: MicroOrderRequest, idempotencyKey: string): Promise<MicroOrderPlaced> {
  return http.post<MicroOrderPlaced>('/api/micro_order', request, { headers: { [idempotencyHeader]: idempotencyKey } })
}

/** POST /api/risk_accept {kind}: records the acceptance of the disclosure's current version on the server. */
export function acceptRiskDisclosure(kind: RiskAcceptRequest['kind']): Promise<RiskAcceptance> {
  return http.post<RiskAcceptance>('/api/risk_accept', { kind })
}

/** POST /api/micro_result {oid} (quiet: the countdown dialog shows a refusal itself). */
export function fetchMicroResult(oid: number, signal?: AbortSignal): Promise<MicroResult> {
  return http.post<MicroResult>('/api/micro_result', { oid }, { signal, quiet: true })
}

/** GET /api/micro_orders: the caller's timed trades, newest first. */
export function fetchMicroOrders(signal?: AbortSignal): Promise<MicroOrdersAnswer> {
  return http.get<MicroOrdersAnswer>('/api/micro_orders', { signal })
}
