// Server messages, trading: Traditional Chinese.
import type { TradingCatalog } from '../keys'

export const trading: TradingCatalog = {
  micro_placed: '下單成功',
  coin_order_placed: '下單成功',
  coin_order_filled: '訂單已成交',
  coin_cancelled: '訂單已撤銷',
  order_not_found: '找不到此訂單。',
  order_not_open: '此訂單已不在進行中。',
  micro_duration_invalid: '請選擇提供的週期之一。',
  micro_min: '此週期的最低金額為 {min} USDT。',
  spot_product_invalid: '現貨交易僅支援 BTC/USDT 與 ETH/USDT。',
  quantity_required: '請輸入數量。',
  quantity_invalid: '請輸入有效的數量（最多 8 位小數）。',
  price_required: '請輸入價格。',
  price_invalid: '請輸入有效的價格。',
  spot_min: '最低訂單價值為 1 USDT。',
}
