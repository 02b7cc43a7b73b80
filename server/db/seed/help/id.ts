import type { GroupTexts, HelpKey } from '../types'

export const id: GroupTexts<HelpKey> = {
  'help-getting-started': {
    title: 'Memulai',
    body: `<p>Buat akun dengan alamat email atau nomor telepon Anda dan kata sandi minimal enam karakter. Dalam mode demo, setiap
akun baru menerima USDT demo sehingga Anda bisa langsung mencoba semua fitur.</p>
<p>Layar beranda menampilkan pasar; ketuk sebuah produk untuk membuka grafiknya. Dari sana Anda dapat memasang order
berwaktu, membuka kontrak, atau memperdagangkan BTC dan ETH di pasar spot.</p>
<p>Tambahkan Tern ke layar utama dari menu browser Anda. Aplikasi kemudian terbuka dalam layar penuh dan tetap
berfungsi dengan data terakhir Anda saat offline.</p>`,
  },
  'help-timed-orders': {
    title: 'Cara kerja order berwaktu',
    body: `<p>Pilih naik atau turun, durasi (mulai 30 detik), dan jumlah modal. Harga masuk adalah harga terakhir yang tercatat
saat Anda memasang order; harga penyelesaian adalah harga terakhir yang tercatat pada atau sebelum waktu
kedaluwarsa.</p>
<p>Jika tebakan Anda benar, Anda menerima kembali modal Anda ditambah hasil sesuai tingkat pembayaran yang diumumkan
untuk durasi tersebut. Jika salah, modal hilang. Jika harganya persis sama, modal dikembalikan.</p>
<p>Kedua harga beserta waktunya disimpan bersama order dan ditampilkan di riwayat Anda.</p>`,
  },
  'help-contracts': {
    title: 'Kontrak, margin, dan leverage',
    body: `<p>Posisi kontrak menggunakan margin dalam USDT yang dikalikan dengan leverage pilihan Anda (25x hingga 100x). Laba
dan rugi mengikuti selisih harga antara masuk dan keluar dikali ukuran posisi.</p>
<p>Anda dapat menetapkan harga take-profit dan stop-loss. Order limit menunggu hingga pasar mencapai harga Anda;
sebelum itu Anda dapat membatalkannya dan mendapatkan kembali margin serta biayanya.</p>
<p>Jika kerugian sebuah posisi mendekati marginnya, posisi tersebut ditutup secara otomatis. Anda tidak akan pernah
kehilangan lebih dari margin.</p>`,
  },
  'help-deposits-withdrawals': {
    title: 'Deposit dan penarikan',
    body: `<p>Untuk deposit, pilih mata uang dan jaringan, kirim jumlahnya ke alamat yang ditampilkan, lalu unggah tangkapan
layar pembayaran. Operator mengkreditkan akun Anda setelah memeriksanya.</p>
<p>Untuk menarik dana, tambahkan dulu rekening bank atau alamat kripto, lalu masukkan jumlahnya. Jumlah dan biaya
dibekukan sampai permintaan ditinjau; permintaan yang ditolak dikembalikan sepenuhnya.</p>`,
  },
}
