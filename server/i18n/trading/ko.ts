// Server messages, trading: Korean.
import type { TradingCatalog } from '../keys'

export const trading: TradingCatalog = {
  micro_placed: '주문이 접수되었습니다',
  coin_order_placed: '주문이 접수되었습니다',
  coin_order_filled: '주문이 체결되었습니다',
  coin_cancelled: '주문이 취소되었습니다',
  order_not_found: '이 주문을 찾을 수 없습니다.',
  order_not_open: '이 주문은 더 이상 미체결 상태가 아닙니다.',
  micro_duration_invalid: '제공된 기간 중 하나를 선택해 주세요.',
  micro_min: '이 기간의 최소 금액은 {min} USDT입니다.',
  spot_product_invalid: '현물 거래는 BTC/USDT와 ETH/USDT만 지원합니다.',
  quantity_required: '수량을 입력해 주세요.',
  quantity_invalid: '올바른 수량을 입력해 주세요(소수점 이하 최대 8자리).',
  price_required: '가격을 입력해 주세요.',
  price_invalid: '올바른 가격을 입력해 주세요.',
  spot_min: '최소 주문 금액은 1 USDT 상당입니다.',
}
