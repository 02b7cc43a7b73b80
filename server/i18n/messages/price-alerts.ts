// Server messages of user price alerts.
import { defineServerMessages } from './define'

export const priceAlertSuccess = defineServerMessages({
  price_alert_added: /*i18n*/ { id: 'price_alert_added', message: 'Price alert set' },
  price_alert_deleted: /*i18n*/ { id: 'price_alert_deleted', message: 'Price alert deleted' },
})

export const priceAlertDetails = defineServerMessages({
  price_alert_price_invalid: /*i18n*/ {
    id: 'price_alert_price_invalid',
    message: 'Please enter a price above zero with at most {decimals} decimals.',
    comment: '{decimals} is a number of decimal places',
  },
  price_alert_above_mark: /*i18n*/ {
    id: 'price_alert_above_mark',
    message: 'An alert for a price above must be higher than the current price, {price}.',
    comment: '{price} is the current market price',
  },
  price_alert_below_mark: /*i18n*/ {
    id: 'price_alert_below_mark',
    message: 'An alert for a price below must be lower than the current price, {price}.',
    comment: '{price} is the current market price',
  },
  price_alert_limit: /*i18n*/ {
    id: 'price_alert_limit',
    message: 'You can have at most {count} active price alerts. Please delete one first.',
    comment: '{count} is a number of alerts',
  },
  price_alert_not_found: /*i18n*/ { id: 'price_alert_not_found', message: 'This price alert was not found.' },
})
