// Server messages: Korean.
import type { Catalog } from '../keys'
import { trading } from '../trading/ko'
import { wallet } from '../wallet/ko'

export const ko: Catalog = {
  bad_request: '요청을 읽을 수 없습니다.',
  validation: '일부 항목이 누락되었거나 올바르지 않습니다.',
  not_found: '요청한 항목을 찾을 수 없습니다.',
  phone_invalid: '올바른 전화번호를 입력하세요.',
  email_invalid: '올바른 이메일 주소를 입력하세요.',
  password_too_short: '비밀번호는 6자 이상이어야 합니다.',
  account_exists: '이 전화번호 또는 이메일로 등록된 계정이 이미 있습니다.',
  login_failed: '계정 또는 비밀번호가 올바르지 않습니다.',
  too_many_attempts: '실패 횟수가 너무 많습니다. 15분 후에 다시 시도하세요.',
  rate_limited: '요청이 너무 많습니다. 잠시 후 다시 시도하세요.',
  insufficient_balance: '잔액이 부족합니다.',
  internal: '문제가 발생했습니다. 다시 시도하세요.',
  ok: '성공',
  registered: '계정이 생성되었습니다',
  logged_in: '로그인되었습니다',
  logged_out: '로그아웃되었습니다',
  watchlist_saved: '관심 목록이 업데이트되었습니다',
  product_not_found: '존재하지 않는 상품입니다.',
  interval_invalid: '지원하지 않는 차트 간격입니다. 1m, 5m, 15m, 30m, 1h 또는 1d를 사용하세요.',
  watchlist_unknown_product: '관심 목록에는 존재하는 상품만 담을 수 있습니다.',
  ...wallet,
  ...trading,
}
