import type { PushCategory } from '@contract/notifications'
import { pushCategories } from '@contract/notifications'
import type { PushInfo } from '@contract/push'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PushSupport } from './device'

/**
 * What the settings block shows. install: iOS outside the home-screen app; blocked: the browser refuses
 * notifications for this site; unavailable: the server has push turned off.
 */
export type PushPhase =
  | 'loading'
  | Exclude<PushSupport, 'supported'>
  | 'blocked'
  | 'unavailable'
  | 'off'
  | 'on'
  | 'error'

export interface PushView {
  phase: PushPhase
  categories: PushCategory[]
  /** The server's VAPID key, once known. */
  publicKey: string | null
  busy: boolean
}

export const initialPushView: PushView = {
  phase: 'loading',
  categories: [...pushCategories],
  publicKey: null,
  busy: false,
}

/** The view once the browser supports push: the server's answer and the browser's permission decide. */
export function calculatePushView(info: PushInfo, permission: NotificationPermission): PushView {
  const base = { categories: info.categories, publicKey: info.public_key, busy: false }
  if (info.public_key === null) return { ...base, phase: 'unavailable' }
  if (permission === 'denied') return { ...base, phase: 'blocked' }
  return { ...base, phase: info.subscribed && permission === 'granted' ? 'on' : 'off' }
}

/** The categories with one switched on or off, in the published order. */
export function calculateCategories(current: readonly PushCategory[], category: PushCategory, on: boolean) {
  return pushCategories.filter((c) => (c === category ? on : current.includes(c)))
}

export const pushCategoryLabels: Readonly<Record<PushCategory, MessageDescriptor>> = {
  trades: msg`Fills and liquidations`,
  price_alerts: msg`Price alerts`,
  money: msg`Deposits, withdrawals and earnings`,
  account: msg`Account and security`,
  announcements: msg`Announcements`,
}
