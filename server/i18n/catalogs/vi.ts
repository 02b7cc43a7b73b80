// Server messages: Vietnamese.
import type { Catalog } from '../keys'
import { trading } from '../trading/vi'
import { wallet } from '../wallet/vi'

export const vi: Catalog = {
  bad_request: 'Không thể đọc yêu cầu.',
  validation: 'Một số trường bị thiếu hoặc không hợp lệ.',
  not_found: 'Không tìm thấy mục được yêu cầu.',
  phone_invalid: 'Vui lòng nhập số điện thoại hợp lệ.',
  email_invalid: 'Vui lòng nhập địa chỉ email hợp lệ.',
  password_too_short: 'Mật khẩu phải có ít nhất 6 ký tự.',
  account_exists: 'Đã có tài khoản dùng số điện thoại hoặc email này.',
  login_failed: 'Tài khoản hoặc mật khẩu không đúng.',
  too_many_attempts: 'Thất bại quá nhiều lần. Vui lòng thử lại sau 15 phút.',
  rate_limited: 'Quá nhiều yêu cầu. Vui lòng đợi một lát rồi thử lại.',
  insufficient_balance: 'Số dư không đủ.',
  internal: 'Đã xảy ra lỗi từ phía chúng tôi. Vui lòng thử lại.',
  ok: 'Thành công',
  registered: 'Đã tạo tài khoản',
  logged_in: 'Đã đăng nhập',
  logged_out: 'Đã đăng xuất',
  watchlist_saved: 'Đã cập nhật danh sách theo dõi',
  product_not_found: 'Sản phẩm này không tồn tại.',
  interval_invalid: 'Khung thời gian biểu đồ không được hỗ trợ. Hãy dùng 1m, 5m, 15m, 30m, 1h hoặc 1d.',
  watchlist_unknown_product: 'Danh sách theo dõi chỉ được chứa các sản phẩm hiện có.',
  ...wallet,
  ...trading,
}
