import type { GroupTexts, HelpKey } from '../types'

export const vi: GroupTexts<HelpKey> = {
  'help-getting-started': {
    title: 'Bắt đầu',
    body: `<p>Tạo tài khoản bằng địa chỉ email hoặc số điện thoại và mật khẩu có ít nhất sáu ký tự. Ở chế độ demo, mỗi tài khoản
mới nhận được USDT demo để bạn có thể dùng thử mọi tính năng ngay lập tức.</p>
<p>Màn hình chính hiển thị các thị trường; chạm vào một sản phẩm để mở biểu đồ của nó. Từ đó bạn có thể đặt lệnh theo
thời gian, mở hợp đồng hoặc giao dịch BTC và ETH trên thị trường giao ngay.</p>
<p>Thêm Tern vào màn hình chính từ menu của trình duyệt. Khi đó ứng dụng sẽ mở toàn màn hình và vẫn hoạt động với dữ
liệu gần nhất của bạn khi ngoại tuyến.</p>`,
  },
  'help-timed-orders': {
    title: 'Lệnh theo thời gian hoạt động như thế nào',
    body: `<p>Chọn lên hoặc xuống, thời hạn (từ 30 giây) và số tiền đặt lệnh. Giá vào lệnh là giá được ghi nhận gần nhất khi bạn
đặt lệnh; giá tất toán là giá được ghi nhận gần nhất tại hoặc trước thời điểm đáo hạn.</p>
<p>Nếu bạn dự đoán đúng, bạn nhận lại số tiền đặt lệnh cộng với khoản lời theo tỷ lệ chi trả đã công bố cho thời hạn
đó. Nếu dự đoán sai, số tiền đặt lệnh bị mất. Nếu giá giữ nguyên chính xác, số tiền đặt lệnh được hoàn lại.</p>
<p>Cả hai mức giá và thời điểm của chúng được lưu cùng lệnh và hiển thị trong lịch sử của bạn.</p>`,
  },
  'help-contracts': {
    title: 'Hợp đồng, ký quỹ và đòn bẩy',
    body: `<p>Một vị thế hợp đồng dùng khoản ký quỹ bằng USDT nhân với đòn bẩy bạn chọn (25x đến 100x). Lãi và lỗ theo chênh lệch
giữa giá vào và giá ra nhân với quy mô vị thế.</p>
<p>Bạn có thể đặt giá chốt lời và giá cắt lỗ. Lệnh giới hạn sẽ chờ cho đến khi thị trường chạm giá của bạn; trước đó
bạn có thể hủy lệnh và nhận lại ký quỹ cùng phí.</p>
<p>Nếu khoản lỗ của một vị thế tiến gần đến ký quỹ của nó, vị thế sẽ được đóng tự động. Bạn không bao giờ mất nhiều
hơn khoản ký quỹ.</p>`,
  },
  'help-deposits-withdrawals': {
    title: 'Nạp tiền và rút tiền',
    body: `<p>Để nạp tiền, hãy chọn loại tiền và mạng, gửi số tiền đến địa chỉ hiển thị và tải lên ảnh chụp màn hình giao dịch
thanh toán. Nhà vận hành sẽ ghi có vào tài khoản của bạn sau khi kiểm tra.</p>
<p>Để rút tiền, trước tiên hãy thêm thẻ ngân hàng hoặc địa chỉ tiền mã hóa, sau đó nhập số tiền. Số tiền và phí bị
đóng băng cho đến khi yêu cầu được xét duyệt; yêu cầu bị từ chối sẽ được hoàn lại toàn bộ.</p>`,
  },
}
