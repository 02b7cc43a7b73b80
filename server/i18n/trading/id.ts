// Server messages, trading: Indonesian.
import type { TradingCatalog } from '../keys'

export const trading: TradingCatalog = {
  micro_placed: 'Order berhasil dibuat',
  coin_order_placed: 'Order berhasil dibuat',
  coin_order_filled: 'Order telah terisi',
  coin_cancelled: 'Order dibatalkan',
  order_not_found: 'Order ini tidak ditemukan.',
  order_not_open: 'Order ini sudah tidak terbuka.',
  micro_duration_invalid: 'Silakan pilih salah satu durasi yang tersedia.',
  micro_min: 'Jumlah minimum untuk durasi ini adalah {min} USDT.',
  spot_product_invalid: 'Perdagangan spot hanya tersedia untuk BTC/USDT dan ETH/USDT.',
  quantity_required: 'Silakan masukkan jumlah.',
  quantity_invalid: 'Silakan masukkan jumlah yang valid (maksimal 8 desimal).',
  price_required: 'Silakan masukkan harga.',
  price_invalid: 'Silakan masukkan harga yang valid.',
  spot_min: 'Order minimum senilai 1 USDT.',
}
