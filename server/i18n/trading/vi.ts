// Server messages, trading: Vietnamese.
import type { TradingCatalog } from '../keys'

export const trading: TradingCatalog = {
  micro_placed: 'Đã đặt lệnh',
  coin_order_placed: 'Đã đặt lệnh',
  coin_order_filled: 'Lệnh đã khớp',
  coin_cancelled: 'Đã hủy lệnh',
  order_not_found: 'Không tìm thấy lệnh này.',
  order_not_open: 'Lệnh này không còn mở.',
  micro_duration_invalid: 'Vui lòng chọn một trong các thời hạn được cung cấp.',
  micro_min: 'Số tiền tối thiểu cho thời hạn này là {min} USDT.',
  spot_product_invalid: 'Giao dịch giao ngay chỉ hỗ trợ BTC/USDT và ETH/USDT.',
  quantity_required: 'Vui lòng nhập số lượng.',
  quantity_invalid: 'Vui lòng nhập số lượng hợp lệ (tối đa 8 chữ số thập phân).',
  price_required: 'Vui lòng nhập giá.',
  price_invalid: 'Vui lòng nhập giá hợp lệ.',
  spot_min: 'Lệnh tối thiểu trị giá 1 USDT.',
}
