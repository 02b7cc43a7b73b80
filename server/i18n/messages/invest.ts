// Server messages of the invest products (staking "miner" and earn).
import { defineServerMessages } from './define'

export const investErrors = defineServerMessages({
  product_closed: /*i18n*/ { id: 'product_closed', message: 'This product is not open for subscription right now.' },
})

export const investSuccess = defineServerMessages({
  miner_subscribed: /*i18n*/ { id: 'miner_subscribed', message: 'Subscribed' },
  miner_cancelled: /*i18n*/ { id: 'miner_cancelled', message: 'Subscription cancelled' },
  earn_subscribed: /*i18n*/ { id: 'earn_subscribed', message: 'Subscribed' },
})

export const investDetails = defineServerMessages({
  miner_range: /*i18n*/ {
    id: 'miner_range',
    message: 'Exceeds the single limit: enter {min} to {max} USDT.',
    comment: '{min} and {max} are whole USDT amounts, e.g. 100 and 5000',
  },
  miner_whole: /*i18n*/ { id: 'miner_whole', message: 'Please enter a whole number of USDT.' },
  miner_limit: /*i18n*/ {
    id: 'miner_limit',
    message: 'You can hold at most {limit} USDT in this product.',
    comment: '{limit} is a whole USDT amount, e.g. 20000',
  },
  miner_times: /*i18n*/ {
    id: 'miner_times',
    message: 'You can subscribe to this product at most {times} times.',
    comment: '{times} is a count, e.g. 3',
  },
  product_amount_invalid: /*i18n*/ {
    id: 'product_amount_invalid',
    message: 'Invalid amount for {field}: USDT with at most 6 decimals.',
    comment: '{field} is a field name of an invest product: min, max or limit',
  },
  product_amount_whole: /*i18n*/ {
    id: 'product_amount_whole',
    message: '{field} must be a whole number of USDT.',
    comment: '{field} is a field name of a staking product: min, max or limit',
  },
  earn_min: /*i18n*/ {
    id: 'earn_min',
    message: 'The minimum subscription is {min} USDT.',
    comment: '{min} is a USDT amount, e.g. 100.00',
  },
})
