// Server messages of the trading features (micro, spot and contract orders).
import { defineServerMessages } from './define'

export const tradingErrors = defineServerMessages({
  risk_not_accepted: /*i18n*/ {
    id: 'risk_not_accepted',
    message: 'Please read and accept the risk disclosure before trading.',
  },
  price_stale: /*i18n*/ {
    id: 'price_stale',
    message: 'Prices are delayed, so trading is paused. Please try again in a moment.',
  },
  market_not_live: /*i18n*/ {
    id: 'market_not_live',
    message: 'Prices for this market are delayed, so orders are paused until they are live again.',
  },
})

export const tradingSuccess = defineServerMessages({
  micro_placed: /*i18n*/ { id: 'micro_placed', message: 'Order placed' },
  coin_order_placed: /*i18n*/ { id: 'coin_order_placed', message: 'Order placed' },
  coin_order_filled: /*i18n*/ { id: 'coin_order_filled', message: 'Order filled' },
  coin_cancelled: /*i18n*/ { id: 'coin_cancelled', message: 'Order cancelled' },
  risk_accepted: /*i18n*/ { id: 'risk_accepted', message: 'Risk disclosure accepted' },
  contract_opened: /*i18n*/ { id: 'contract_opened', message: 'Position opened' },
  contract_placed: /*i18n*/ { id: 'contract_placed', message: 'Limit order placed' },
  contract_cancelled: /*i18n*/ { id: 'contract_cancelled', message: 'Limit order cancelled' },
  contract_closed: /*i18n*/ { id: 'contract_closed', message: 'Position closed' },
  contract_stops_saved: /*i18n*/ { id: 'contract_stops_saved', message: 'Take-profit and stop-loss saved' },
  contract_terms_saved: /*i18n*/ { id: 'contract_terms_saved', message: 'Contract terms saved' },
})

export const tradingDetails = defineServerMessages({
  order_not_found: /*i18n*/ { id: 'order_not_found', message: 'This order was not found.' },
  order_not_open: /*i18n*/ { id: 'order_not_open', message: 'This order is no longer open.' },
  market_closed: /*i18n*/ {
    id: 'market_closed',
    message: 'This market is closed, so orders are paused until it reopens.',
  },
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
  contract_hand_invalid: /*i18n*/ { id: 'contract_hand_invalid', message: 'Please enter a whole number of lots.' },
  contract_leverage_invalid: /*i18n*/ {
    id: 'contract_leverage_invalid',
    message: 'This leverage is not offered for this product.',
  },
  contract_tp_long: /*i18n*/ {
    id: 'contract_tp_long',
    message: 'The take-profit must be above the price for a long position.',
  },
  contract_tp_short: /*i18n*/ {
    id: 'contract_tp_short',
    message: 'The take-profit must be below the price for a short position.',
  },
  contract_sl_long: /*i18n*/ {
    id: 'contract_sl_long',
    message: 'The stop-loss must be below the price for a long position.',
  },
  contract_sl_short: /*i18n*/ {
    id: 'contract_sl_short',
    message: 'The stop-loss must be above the price for a short position.',
  },
  contract_sl_liquidation: /*i18n*/ {
    id: 'contract_sl_liquidation',
    message: 'The stop-loss must trigger before the liquidation price ({liq}).',
    comment: '{liq} is a price, e.g. 59698.49',
  },
  contract_not_open: /*i18n*/ { id: 'contract_not_open', message: 'This position is not open.' },
  contract_terms_invalid: /*i18n*/ {
    id: 'contract_terms_invalid',
    message: 'The contract term {field} is not valid.',
    comment: '{field} is a setting name such as max_leverage (not translated)',
  },
})
