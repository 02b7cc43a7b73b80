// Server messages: Indonesian.
import type { Catalog } from '../keys'
import { trading } from '../trading/id'
import { wallet } from '../wallet/id'

export const id: Catalog = {
  bad_request: 'Permintaan tidak dapat dibaca.',
  validation: 'Beberapa kolom kosong atau tidak valid.',
  not_found: 'Item yang diminta tidak ditemukan.',
  phone_invalid: 'Masukkan nomor telepon yang valid.',
  email_invalid: 'Masukkan alamat email yang valid.',
  password_too_short: 'Kata sandi minimal 6 karakter.',
  account_exists: 'Akun dengan nomor telepon atau email ini sudah ada.',
  login_failed: 'Akun atau kata sandi salah.',
  too_many_attempts: 'Terlalu banyak percobaan gagal. Coba lagi dalam 15 menit.',
  rate_limited: 'Terlalu banyak permintaan. Tunggu sebentar lalu coba lagi.',
  insufficient_balance: 'Saldo tidak mencukupi.',
  internal: 'Terjadi kesalahan di pihak kami. Silakan coba lagi.',
  ok: 'Berhasil',
  registered: 'Akun dibuat',
  logged_in: 'Berhasil masuk',
  logged_out: 'Berhasil keluar',
  watchlist_saved: 'Daftar pantauan diperbarui',
  product_not_found: 'Produk ini tidak ada.',
  interval_invalid: 'Interval grafik tidak didukung. Gunakan 1m, 5m, 15m, 30m, 1h, atau 1d.',
  watchlist_unknown_product: 'Daftar pantauan hanya boleh berisi produk yang ada.',
  ...wallet,
  ...trading,
}
