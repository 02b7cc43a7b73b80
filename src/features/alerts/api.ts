import type { Alert, AlertsPage, AlertsRead } from '@contract/notifications'
import { http } from '@/shared/lib/http'

/** GET /api/alerts?page=N: the inbox, newest first, 20 per page. */
export function fetchAlerts(page: number, signal?: AbortSignal): Promise<AlertsPage> {
  return http.get<AlertsPage>(`/api/alerts?page=${page}`, { signal })
}

/** POST /api/alert_detail {id}: one notification; the server marks it read. */
export function fetchAlertDetail(id: number, signal?: AbortSignal): Promise<Alert> {
  // Quiet: the detail screen says itself, once, that the notification was not found.
  return http.post<Alert>('/api/alert_detail', { id }, { signal, quiet: true })
}

export function markAllAlertsRead(): Promise<AlertsRead> {
  return http.post<AlertsRead>('/api/alerts_read', {})
}
