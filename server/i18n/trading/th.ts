// Server messages, trading: Thai.
import type { TradingCatalog } from '../keys'

export const trading: TradingCatalog = {
  micro_placed: 'ส่งคำสั่งซื้อแล้ว',
  coin_order_placed: 'ส่งคำสั่งซื้อขายแล้ว',
  coin_order_filled: 'คำสั่งซื้อขายจับคู่สำเร็จแล้ว',
  coin_cancelled: 'ยกเลิกคำสั่งซื้อขายแล้ว',
  order_not_found: 'ไม่พบคำสั่งซื้อขายนี้',
  order_not_open: 'คำสั่งซื้อขายนี้ไม่ได้เปิดอยู่แล้ว',
  micro_duration_invalid: 'กรุณาเลือกระยะเวลาจากตัวเลือกที่มีให้',
  micro_min: 'จำนวนขั้นต่ำสำหรับระยะเวลานี้คือ {min} USDT',
  spot_product_invalid: 'การซื้อขายสปอตรองรับเฉพาะ BTC/USDT และ ETH/USDT เท่านั้น',
  quantity_required: 'กรุณากรอกจำนวน',
  quantity_invalid: 'กรุณากรอกจำนวนที่ถูกต้อง (ทศนิยมไม่เกิน 8 ตำแหน่ง)',
  price_required: 'กรุณากรอกราคา',
  price_invalid: 'กรุณากรอกราคาที่ถูกต้อง',
  spot_min: 'มูลค่าคำสั่งซื้อขายขั้นต่ำคือ 1 USDT',
}
