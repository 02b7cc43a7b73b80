// Inbox test helpers: a user's notifications through the API, and the rows themselves.
import type { UserInfo } from '../../../contract/api'
import type { Alert, AlertsPage } from '../../../contract/notifications'
import type { Harness } from './harness'
import { call, dataOf } from './request'

export async function alertsOf(h: Harness, token: string, lang?: string, page?: number): Promise<AlertsPage> {
  const path = page === undefined ? '/api/alerts' : `/api/alerts?page=${page}`
  return dataOf(await call<AlertsPage>(h.app, path, { token, lang }))
}

/** The user's only notification, failing the test when there is not exactly one. */
export async function onlyAlert(h: Harness, token: string, lang?: string): Promise<Alert> {
  const { data } = await alertsOf(h, token, lang)
  if (data.length !== 1 || !data[0]) throw new Error(`Expected one notification, got ${JSON.stringify(data)}`)
  return data[0]
}

export async function alertCount(h: Harness, token: string): Promise<number> {
  return dataOf(await call<UserInfo>(h.app, '/api/userinfo', { token })).alert_count
}

/** Notification rows of a user, oldest first (kind and parsed params). */
export async function notificationsOf(h: Harness, userId: number) {
  const rows = await h.db
    .selectFrom('notifications')
    .select(['kind', 'params'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute()
  return rows.map((r) => ({ kind: r.kind, params: JSON.parse(r.params) as Record<string, string> }))
}
