import type { PriceAlert } from '@contract/price-alerts'
import type { PriceAlertAddRequest } from '@contract/schemas/price-alerts'
import { type Answer, http } from '@/shared/lib/http'

/** The user's alerts (active and fired, newest first), of one product when `pid` is given. */
export function fetchPriceAlerts(pid: number | null, signal?: AbortSignal): Promise<PriceAlert[]> {
  return http.get<PriceAlert[]>('/api/price_alerts', { signal, ...(pid === null ? {} : { searchParams: { pid } }) })
}

export function addPriceAlert(request: PriceAlertAddRequest): Promise<Answer<PriceAlert>> {
  return http.postWithMessage<PriceAlert>('/api/price_alert_add', request)
}

export function deletePriceAlert(id: number): Promise<Answer<null>> {
  return http.postWithMessage<null>('/api/price_alert_delete', { id })
}
