// Server messages, trading: Simplified Chinese.
import type { TradingCatalog } from '../keys'

export const trading: TradingCatalog = {
  micro_placed: '下单成功',
  coin_order_placed: '下单成功',
  coin_order_filled: '订单已成交',
  coin_cancelled: '订单已撤销',
  order_not_found: '未找到该订单。',
  order_not_open: '该订单已不在进行中。',
  micro_duration_invalid: '请选择提供的周期之一。',
  micro_min: '该周期的最低金额为 {min} USDT。',
  spot_product_invalid: '现货交易仅支持 BTC/USDT 和 ETH/USDT。',
  quantity_required: '请输入数量。',
  quantity_invalid: '请输入有效的数量（最多 8 位小数）。',
  price_required: '请输入价格。',
  price_invalid: '请输入有效的价格。',
  spot_min: '最低订单价值为 1 USDT。',
}
