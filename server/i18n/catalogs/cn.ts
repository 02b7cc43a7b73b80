// Server messages: Simplified Chinese.
import type { Catalog } from '../keys'
import { trading } from '../trading/cn'
import { wallet } from '../wallet/cn'

export const cn: Catalog = {
  bad_request: '无法读取此请求。',
  validation: '部分字段缺失或格式不正确。',
  not_found: '找不到所请求的内容。',
  phone_invalid: '请输入有效的手机号码。',
  email_invalid: '请输入有效的电子邮箱地址。',
  password_too_short: '密码至少需要 6 个字符。',
  account_exists: '该手机号或邮箱已注册账户。',
  login_failed: '账号或密码错误。',
  too_many_attempts: '失败次数过多，请 15 分钟后再试。',
  rate_limited: '请求过于频繁，请稍后再试。',
  insufficient_balance: '余额不足。',
  internal: '系统出现错误，请稍后再试。',
  ok: '成功',
  registered: '账户已创建',
  logged_in: '登录成功',
  logged_out: '已退出登录',
  watchlist_saved: '自选已更新',
  product_not_found: '该产品不存在。',
  interval_invalid: '不支持的K线周期，请使用 1m、5m、15m、30m、1h 或 1d。',
  watchlist_unknown_product: '自选列表只能包含已存在的产品。',
  ...wallet,
  ...trading,
}
