// Server messages of Web Push subscriptions.
import { defineServerMessages } from './define'

export const pushErrors = defineServerMessages({
  push_unavailable: /*i18n*/ {
    id: 'push_unavailable',
    message: 'Push notifications are not available on this server.',
  },
})

export const pushSuccess = defineServerMessages({
  push_subscribed: /*i18n*/ { id: 'push_subscribed', message: 'Notifications are on for this device' },
  push_settings_saved: /*i18n*/ { id: 'push_settings_saved', message: 'Notification settings saved' },
  push_unsubscribed: /*i18n*/ { id: 'push_unsubscribed', message: 'Notifications are off for this device' },
})

export const pushDetails = defineServerMessages({
  push_endpoint_invalid: /*i18n*/ {
    id: 'push_endpoint_invalid',
    message: 'This browser gave an invalid push address. Please try again.',
  },
  push_endpoint_not_allowed: /*i18n*/ {
    id: 'push_endpoint_not_allowed',
    message: "This browser's push service is not supported by this server.",
  },
  push_keys_invalid: /*i18n*/ {
    id: 'push_keys_invalid',
    message: 'This browser gave invalid push keys. Please try again.',
  },
  push_not_subscribed: /*i18n*/ {
    id: 'push_not_subscribed',
    message: 'Notifications are not on for this device.',
  },
})
