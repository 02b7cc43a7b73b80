import type { PriceAlertAddRequest } from '@contract/schemas/price-alerts'
import { atom } from 'jotai'
import { resourceAtom, resourceFamily } from '@/shared/lib/resource'
import { addPriceAlert, deletePriceAlert, fetchPriceAlerts } from './api'

/** Alerts fire on the engine's ticks at any time: the lists refresh while they are on screen. */
const ALERTS_POLL_MS = 15_000

/** GET /api/price_alerts?pid=: one product's alerts, for the bell's drawer. */
export const productPriceAlertsFamily = resourceFamily({
  key: 'priceAlerts.product',
  scope: 'session',
  fetch: (pid: number, signal) => fetchPriceAlerts(pid, signal),
  pollMs: ALERTS_POLL_MS,
})

/** GET /api/price_alerts: every alert of the user, for the alerts tab. */
export const priceAlertsAtom = resourceAtom({
  key: 'priceAlerts.all',
  scope: 'session',
  fetch: (_param, signal) => fetchPriceAlerts(null, signal),
  pollMs: ALERTS_POLL_MS,
})

const busyAtom = atom(false)

/** True while an alert is being set. */
export const addingPriceAlertAtom = atom((get) => get(busyAtom))

/**
 * Sets an alert; resolves to the server's message, or null when refused (the shell has shown why) or while
 * another is being set.
 */
export const addPriceAlertAtom = atom(null, async (get, set, request: PriceAlertAddRequest) => {
  if (get(busyAtom)) return null
  set(busyAtom, true)
  try {
    const answer = await addPriceAlert(request)
    set(productPriceAlertsFamily(answer.data.pid), 'refresh')
    set(priceAlertsAtom, 'refresh')
    return answer.msg
  } catch {
    return null
  } finally {
    set(busyAtom, false)
  }
})

/** Deletes an alert; resolves to the server's message, or null when refused (the shell has shown why). */
export const deletePriceAlertAtom = atom(null, async (_get, set, alert: { id: number; pid: number }) => {
  try {
    const answer = await deletePriceAlert(alert.id)
    set(productPriceAlertsFamily(alert.pid), 'refresh')
    set(priceAlertsAtom, 'refresh')
    return answer.msg
  } catch {
    return null
  }
})
