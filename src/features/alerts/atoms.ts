import { atom } from 'jotai'
import { userInfoAtom } from '@/features/account'
import { resourceFamily } from '@/shared/lib/resource'
import { fetchAlertDetail, fetchAlerts, markAllAlertsRead } from './api'

/** One page of the inbox (from 1). The last good page stays on screen while offline or refreshing. */
export const alertsPageAtom = resourceFamily({
  key: 'alerts.page',
  scope: 'session',
  fetch: (page: number, signal) => fetchAlerts(page, signal),
  refetchOn: ['language'],
})

/** One notification, opened (the server marks it read). */
export const alertDetailAtom = resourceFamily({
  key: 'alerts.detail',
  scope: 'session',
  fetch: (id: number, signal) => fetchAlertDetail(id, signal),
  refetchOn: ['language'],
})

/** After a notification was read: the bell's count and the listed pages load again. */
export const refreshUnreadAtom = atom(null, (_get, set, pages: number) => {
  set(userInfoAtom, 'refresh')
  for (let page = 1; page <= pages; page++) set(alertsPageAtom(page), 'refresh')
})

/** Marks every notification read, then refreshes the count and the `pages` pages on screen. */
export const readAllAlertsAtom = atom(null, async (_get, set, pages: number) => {
  await markAllAlertsRead()
  set(refreshUnreadAtom, pages)
})
