// Server messages: Traditional Chinese.
import type { Catalog } from '../keys'
import { trading } from '../trading/tw'
import { wallet } from '../wallet/tw'

export const tw: Catalog = {
  bad_request: '無法讀取此請求。',
  validation: '部分欄位缺少或格式不正確。',
  not_found: '找不到所請求的項目。',
  phone_invalid: '請輸入有效的手機號碼。',
  email_invalid: '請輸入有效的電子郵件地址。',
  password_too_short: '密碼至少需要 6 個字元。',
  account_exists: '此手機號碼或電子郵件已註冊帳戶。',
  login_failed: '帳號或密碼錯誤。',
  too_many_attempts: '失敗次數過多，請於 15 分鐘後再試。',
  rate_limited: '請求過於頻繁，請稍後再試。',
  insufficient_balance: '餘額不足。',
  internal: '系統發生錯誤，請稍後再試。',
  ok: '成功',
  registered: '帳戶已建立',
  logged_in: '登入成功',
  logged_out: '已登出',
  watchlist_saved: '自選已更新',
  product_not_found: '該商品不存在。',
  interval_invalid: '不支援的K線週期，請使用 1m、5m、15m、30m、1h 或 1d。',
  watchlist_unknown_product: '自選清單只能包含已存在的商品。',
  ...wallet,
  ...trading,
}
