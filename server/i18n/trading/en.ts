// Server messages, trading: English.
import type { TradingCatalog } from '../keys'

export const trading: TradingCatalog = {
  micro_placed: 'Order placed',
  coin_order_placed: 'Order placed',
  coin_order_filled: 'Order filled',
  coin_cancelled: 'Order cancelled',
  order_not_found: 'This order was not found.',
  order_not_open: 'This order is no longer open.',
  micro_duration_invalid: 'Please choose one of the offered durations.',
  micro_min: 'The minimum amount for this duration is {min} USDT.',
  spot_product_invalid: 'Spot trading is available for BTC/USDT and ETH/USDT only.',
  quantity_required: 'Please enter the quantity.',
  quantity_invalid: 'Please enter a valid quantity (at most 8 decimals).',
  price_required: 'Please enter the price.',
  price_invalid: 'Please enter a valid price.',
  spot_min: 'The minimum order is worth 1 USDT.',
}
