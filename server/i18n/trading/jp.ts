// Server messages, trading: Japanese.
import type { TradingCatalog } from '../keys'

export const trading: TradingCatalog = {
  micro_placed: '注文しました',
  coin_order_placed: '注文しました',
  coin_order_filled: '注文が約定しました',
  coin_cancelled: '注文を取り消しました',
  order_not_found: 'この注文は見つかりません。',
  order_not_open: 'この注文はすでに未約定ではありません。',
  micro_duration_invalid: '提示された期間から選択してください。',
  micro_min: 'この期間の最低金額は {min} USDT です。',
  spot_product_invalid: '現物取引は BTC/USDT と ETH/USDT のみ対応しています。',
  quantity_required: '数量を入力してください。',
  quantity_invalid: '有効な数量を入力してください（小数点以下 8 桁まで）。',
  price_required: '価格を入力してください。',
  price_invalid: '有効な価格を入力してください。',
  spot_min: '最低注文額は 1 USDT 相当です。',
}
