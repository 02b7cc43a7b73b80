import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ComponentType } from 'react'
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

/** The tabs of /alerts, in order (a price-alerts tab joins the notifications here). */
export const alertsTabs: readonly AlertsTab[] = [notificationsTab]
