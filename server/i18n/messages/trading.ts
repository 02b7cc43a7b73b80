// Server messages of the trading features (micro and spot orders).
import { defineServerMessages } from './define'

export const tradingErrors = defineServerMessages({
  risk_not_accepted: /*i18n*/ {
    id: 'risk_not_accepted',
    message: 'Please read and accept the risk disclosure before trading.',
  },
})

export const tradingSuccess = defineServerMessages({
  micro_placed: /*i18n*/ { id: 'micro_placed', message: 'Order placed' },
  coin_order_placed: /*i18n*/ { id: 'coin_order_placed', message: 'Order placed' },
  coin_order_filled: /*i18n*/ { id: 'coin_order_filled', message: 'Order filled' },
  coin_cancelled: /*i18n*/ { id: 'coin_cancelled', message: 'Order cancelled' },
  risk_accepted: /*i18n*/ { id: 'risk_accepted', message: 'Risk disclosure accepted' },
})

export const tradingDetails = defineServerMessages({
  order_not_found: /*i18n*/ { id: 'order_not_found', message: 'This order was not found.' },
  order_not_open: /*i18n*/ { id: 'order_not_open', message: 'This order is no longer open.' },
  micro_duration_invalid: /*i18n*/ {
    id: 'micro_duration_invalid',
    message: 'Please choose one of the offered durations.',
  },
  micro_min: /*i18n*/ {
    id: 'micro_min',
    message: 'The minimum amount for this duration is {min} USDT.',
    comment: '{min} is a USDT amount, e.g. 10.00',
  },
  spot_product_invalid: /*i18n*/ {
    id: 'spot_product_invalid',
    message: 'Spot trading is available for BTC/USDT and ETH/USDT only.',
  },
  quantity_required: /*i18n*/ { id: 'quantity_required', message: 'Please enter the quantity.' },
  quantity_invalid: /*i18n*/ { id: 'quantity_invalid', message: 'Please enter a valid quantity (at most 8 decimals).' },
  price_required: /*i18n*/ { id: 'price_required', message: 'Please enter the price.' },
  price_invalid: /*i18n*/ { id: 'price_invalid', message: 'Please enter a valid price.' },
  spot_min: /*i18n*/ { id: 'spot_min', message: 'The minimum order is worth 1 USDT.' },
})
