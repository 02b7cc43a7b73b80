import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ComponentType } from 'react'
import { PriceAlertsTab } from '@/features/price-alerts'
import { NotificationList } from './NotificationList'

/** A tab of the alerts screen: its label and the component that fills it. */
export interface AlertsTab {
  key: string
  label: MessageDescriptor
  Component: ComponentType
}

export const notificationsTab: AlertsTab = {
  key: 'notifications',
  label: msg`Notifications`,
  Component: NotificationList,
}

export const priceAlertsTab: AlertsTab = {
  key: 'price-alerts',
  label: msg`Price alerts`,
  Component: PriceAlertsTab,
}

/** The tabs of /alerts, in order. */
export const alertsTabs: readonly AlertsTab[] = [notificationsTab, priceAlertsTab]
