import type { GroupTexts, InfoKey } from '../types'

export const vi: GroupTexts<InfoKey> = {
  'notice-welcome': {
    title: 'Chào mừng đến với Tern',
    body: `<p>Chào mừng bạn! Bản cài đặt Tern này đã sẵn sàng sử dụng. Nếu nó chạy ở chế độ demo, tài khoản của bạn bắt đầu với
USDT demo: cứ thoải mái giao dịch, ở đây không có tiền thật.</p>
<p>Có thắc mắc? Hãy mở Trợ giúp từ menu, hoặc đọc công bố rủi ro trước lệnh theo thời gian hoặc lệnh đòn bẩy đầu tiên
của bạn.</p>`,
  },
  'notice-fair-play': {
    title: 'Kết quả được quyết định như thế nào',
    body: `<p>Mọi lần tất toán trên Tern chỉ dựa theo giá thị trường được ghi nhận và các quy tắc đã công bố, không gì khác.
Không có thiết lập nào của nhà vận hành có thể quyết định hay thay đổi kết quả lệnh của bạn.</p>
<p>Mỗi lệnh đã tất toán lưu lại mốc giá (thời điểm và giá) đã quyết định nó, và bạn có thể kiểm tra trong lịch sử của
mình.</p>`,
  },
  'about-tern': {
    title: 'Giới thiệu về Tern',
    body: `<p>Tern là ứng dụng giao dịch mã nguồn mở, tự lưu trữ: một ứng dụng web ưu tiên thiết bị di động mà bạn có thể cài lên
điện thoại, cùng với máy chủ chạy nó. Ứng dụng có thị trường, lệnh theo thời gian, hợp đồng, giao dịch giao ngay,
staking và tiết kiệm.</p>
<p>Bất kỳ ai cũng có thể chạy bản sao của riêng mình. Kết quả tuân theo giá được ghi nhận và các quy tắc đã công bố,
mọi thay đổi số dư đều là một bút toán sổ cái kèm lý do, và số dư được tính từ các bút toán đó.</p>`,
  },
  'about-open-source': {
    title: 'Mã nguồn mở và tự lưu trữ',
    body: `<p>Toàn bộ mã nguồn của Tern, cả ứng dụng lẫn máy chủ, đều công khai. Bạn có thể đọc cách tính mọi mức giá, khoản phí
và lần tất toán, và có thể tự chạy nó chỉ bằng một lệnh duy nhất.</p>
<p>Theo mặc định, Tern lưu dữ liệu trong một tệp SQLite cục bộ và tạo giá thị trường mô phỏng, nên nó chạy được trên
một máy mà không cần thiết lập gì thêm. Nhà vận hành có thể kết nối PostgreSQL và nguồn dữ liệu thị trường thật.</p>`,
  },
}
