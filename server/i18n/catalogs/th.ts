// Server messages: Thai.
import type { Catalog } from '../keys'
import { trading } from '../trading/th'
import { wallet } from '../wallet/th'

export const th: Catalog = {
  bad_request: 'ไม่สามารถอ่านคำขอได้',
  validation: 'บางช่องไม่ได้กรอกหรือไม่ถูกต้อง',
  not_found: 'ไม่พบรายการที่ต้องการ',
  phone_invalid: 'กรุณากรอกหมายเลขโทรศัพท์ที่ถูกต้อง',
  email_invalid: 'กรุณากรอกอีเมลที่ถูกต้อง',
  password_too_short: 'รหัสผ่านต้องมีอย่างน้อย 6 ตัวอักษร',
  account_exists: 'มีบัญชีที่ใช้โทรศัพท์หรืออีเมลนี้อยู่แล้ว',
  login_failed: 'บัญชีหรือรหัสผ่านไม่ถูกต้อง',
  too_many_attempts: 'ล้มเหลวหลายครั้งเกินไป กรุณาลองใหม่ในอีก 15 นาที',
  rate_limited: 'มีคำขอมากเกินไป กรุณารอสักครู่แล้วลองใหม่',
  insufficient_balance: 'ยอดเงินไม่เพียงพอ',
  internal: 'เกิดข้อผิดพลาดในระบบ กรุณาลองใหม่อีกครั้ง',
  ok: 'สำเร็จ',
  registered: 'สร้างบัญชีแล้ว',
  logged_in: 'เข้าสู่ระบบแล้ว',
  logged_out: 'ออกจากระบบแล้ว',
  watchlist_saved: 'อัปเดตรายการโปรดแล้ว',
  product_not_found: 'ไม่มีสินค้านี้',
  interval_invalid: 'ไม่รองรับช่วงเวลาของกราฟนี้ โปรดใช้ 1m, 5m, 15m, 30m, 1h หรือ 1d',
  watchlist_unknown_product: 'รายการโปรดมีได้เฉพาะสินค้าที่มีอยู่เท่านั้น',
  ...wallet,
  ...trading,
}
