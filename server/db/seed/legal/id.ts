import type { GroupTexts, LegalKey } from '../types'

export const id: GroupTexts<LegalKey> = {
  'user-agreement': {
    title: 'Perjanjian pengguna',
    body: `<p>Tern adalah perangkat lunak trading open-source yang dapat dijalankan siapa pun di servernya sendiri. Dengan
membuat akun di instalasi ini, Anda menyetujui ketentuan ini dengan operatornya, yaitu orang atau organisasi yang
menjalankan server ini.</p>
<p>Anda bertanggung jawab menjaga keamanan kata sandi Anda dan atas segala sesuatu yang dilakukan dengan akun Anda.
Segera beri tahu operator jika Anda yakin orang lain telah menggunakannya. Satu orang sebaiknya hanya memiliki satu
akun.</p>
<p>Setiap transaksi ditentukan oleh harga pasar yang tercatat dan aturan yang diumumkan untuk setiap produk. Baik
operator maupun pengaturan apa pun tidak dapat mengubah hasil suatu order. Setiap penyelesaian menyimpan harga dan
waktu yang menentukannya, dan Anda dapat melihatnya di riwayat Anda.</p>
<p>Saat instalasi ini berjalan dalam mode demo, saldo adalah dana demo tanpa nilai moneter; dana tersebut tidak dapat
ditarik ke rekening bank atau dompet sungguhan.</p>
<p>Operator dapat menangguhkan akun yang digunakan untuk penyalahgunaan, penipuan, atau serangan terhadap layanan.
Perangkat lunak ini disediakan "sebagaimana adanya", tanpa jaminan dalam bentuk apa pun.</p>`,
  },
  'risk-disclosure': {
    title: 'Pengungkapan risiko',
    body: `<p>Trading order berwaktu, kontrak leverage, dan aset kripto memiliki tingkat risiko yang tinggi. Harga dapat bergerak
cepat dan merugikan Anda, dan Anda dapat kehilangan seluruh jumlah yang Anda masukkan ke dalam sebuah order.</p>
<p><strong>Order berwaktu.</strong> Order berwaktu menang jika harga saat kedaluwarsa berada di atas (naik) atau di
bawah (turun) harga masuk, dan kehilangan modalnya jika tidak. Harga yang tidak berubah mengembalikan modal. Hasil
masa lalu tidak menunjukkan apa pun tentang order berikutnya.</p>
<p><strong>Kontrak leverage.</strong> Leverage melipatgandakan keuntungan dan kerugian. Posisi ditutup secara otomatis
ketika marginnya tidak lagi memenuhi persyaratan pemeliharaan; kerugian Anda tidak pernah melebihi margin posisi
tersebut.</p>
<p><strong>Biaya.</strong> Biaya yang ditampilkan sebelum Anda mengonfirmasi order adalah biaya yang dikenakan.</p>
<p>Lakukan trading hanya dengan uang yang sanggup Anda tanggung kehilangannya. Jika Anda tidak yakin apakah trading
cocok untuk Anda, carilah nasihat independen.</p>`,
  },
  'withdrawal-agreement': {
    title: 'Perjanjian penarikan',
    body: `<p>Saat Anda mengajukan penarikan, jumlah beserta biaya penarikan dibekukan di akun Anda sampai operator instalasi ini
meninjau permintaan tersebut.</p>
<p>Jika permintaan disetujui, jumlah tersebut dibayarkan ke rekening bank atau alamat yang Anda pilih. Jika ditolak,
jumlah yang dibekukan dan biayanya dikembalikan sepenuhnya ke saldo tersedia Anda, beserta alasan penolakannya.</p>
<p>Periksa alamat dan jaringan dengan cermat. Transfer ke alamat atau jaringan yang salah biasanya tidak dapat
dibatalkan. Jumlah di bawah minimum yang diumumkan tidak dibayarkan.</p>
<p>Dalam mode demo, penarikan hanya disimulasikan: menyetujuinya hanya memindahkan dana demo dan tidak ada pembayaran
sungguhan yang dilakukan.</p>`,
  },
}
