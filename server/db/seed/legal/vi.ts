import type { GroupTexts, LegalKey } from '../types'

export const vi: GroupTexts<LegalKey> = {
  'user-agreement': {
    title: 'Thỏa thuận người dùng',
    body: `<p>Tern là phần mềm giao dịch mã nguồn mở mà bất kỳ ai cũng có thể chạy trên máy chủ của riêng mình. Khi tạo tài khoản
trên bản cài đặt này, bạn đồng ý với các điều khoản này với nhà vận hành của nó, tức là cá nhân hoặc tổ chức vận hành
máy chủ này.</p>
<p>Bạn có trách nhiệm giữ an toàn mật khẩu của mình và chịu trách nhiệm về mọi hoạt động được thực hiện bằng tài khoản
của bạn. Hãy báo ngay cho nhà vận hành nếu bạn cho rằng người khác đã sử dụng tài khoản đó. Mỗi người chỉ nên giữ một
tài khoản.</p>
<p>Mọi giao dịch được quyết định bởi giá thị trường được ghi nhận và các quy tắc đã công bố của từng sản phẩm. Cả nhà
vận hành lẫn bất kỳ thiết lập nào đều không thể thay đổi kết quả của một lệnh riêng lẻ. Mỗi lần tất toán lưu lại mức
giá và thời điểm đã quyết định nó, và bạn có thể xem trong lịch sử của mình.</p>
<p>Khi bản cài đặt này chạy ở chế độ demo, số dư là tiền demo không có giá trị tiền tệ; chúng không thể được rút về
tài khoản ngân hàng hoặc ví thật.</p>
<p>Nhà vận hành có thể tạm khóa các tài khoản được dùng để lạm dụng, gian lận hoặc tấn công dịch vụ. Phần mềm được
cung cấp "nguyên trạng", không có bất kỳ bảo đảm nào.</p>`,
  },
  'risk-disclosure': {
    title: 'Công bố rủi ro',
    body: `<p>Giao dịch lệnh theo thời gian, hợp đồng đòn bẩy và tài sản tiền mã hóa có mức rủi ro cao. Giá có thể biến động
nhanh và bất lợi cho bạn, và bạn có thể mất toàn bộ số tiền đã bỏ vào một lệnh.</p>
<p><strong>Lệnh theo thời gian.</strong> Một lệnh theo thời gian thắng nếu giá lúc đáo hạn cao hơn (lên) hoặc thấp hơn
(xuống) giá vào lệnh, và mất số tiền đặt lệnh trong trường hợp ngược lại. Giá không đổi thì số tiền đặt lệnh được hoàn
lại. Kết quả trong quá khứ không cho biết gì về lệnh tiếp theo.</p>
<p><strong>Hợp đồng đòn bẩy.</strong> Đòn bẩy nhân cả lãi lẫn lỗ. Một vị thế được đóng tự động khi ký quỹ của nó không
còn đáp ứng yêu cầu ký quỹ duy trì; khoản lỗ của bạn không bao giờ vượt quá ký quỹ của vị thế đó.</p>
<p><strong>Phí.</strong> Khoản phí hiển thị trước khi bạn xác nhận lệnh chính là khoản phí được thu.</p>
<p>Chỉ giao dịch bằng số tiền bạn có thể chấp nhận mất. Nếu bạn không chắc giao dịch có phù hợp với mình hay không,
hãy tìm lời khuyên độc lập.</p>`,
  },
  'withdrawal-agreement': {
    title: 'Thỏa thuận rút tiền',
    body: `<p>Khi bạn yêu cầu rút tiền, số tiền cộng với phí rút tiền sẽ bị đóng băng trong tài khoản của bạn cho đến khi nhà vận
hành của bản cài đặt này xét duyệt yêu cầu.</p>
<p>Nếu yêu cầu được chấp thuận, số tiền được chi trả vào thẻ ngân hàng hoặc địa chỉ bạn đã chọn. Nếu bị từ chối, số
tiền bị đóng băng và phí được hoàn lại đầy đủ vào số dư khả dụng của bạn, kèm theo lý do từ chối.</p>
<p>Hãy kiểm tra kỹ địa chỉ và mạng. Giao dịch chuyển đến sai địa chỉ hoặc sai mạng thường không thể đảo ngược. Các
khoản thấp hơn mức tối thiểu đã công bố sẽ không được chi trả.</p>
<p>Ở chế độ demo, việc rút tiền là mô phỏng: phê duyệt một yêu cầu chỉ chuyển tiền demo và không có khoản thanh toán
thật nào được thực hiện.</p>`,
  },
}
