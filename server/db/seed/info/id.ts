import type { GroupTexts, InfoKey } from '../types'

export const id: GroupTexts<InfoKey> = {
  'notice-welcome': {
    title: 'Selamat datang di Tern',
    body: `<p>Selamat datang! Instalasi Tern ini siap digunakan. Jika berjalan dalam mode demo, akun Anda dimulai dengan USDT
demo: silakan trading dengan bebas, tidak ada uang sungguhan di sini.</p>
<p>Ada pertanyaan? Buka Bantuan dari menu, atau baca pengungkapan risiko sebelum order berwaktu atau order leverage
pertama Anda.</p>`,
  },
  'notice-fair-play': {
    title: 'Bagaimana hasil ditentukan',
    body: `<p>Setiap penyelesaian di Tern mengikuti harga pasar yang tercatat dan aturan yang diumumkan, tidak ada yang lain.
Tidak ada pengaturan operator yang dapat menentukan atau mengubah hasil order Anda.</p>
<p>Setiap order yang telah diselesaikan menyimpan tick harga (waktu dan harga) yang menentukannya, dan Anda dapat
memeriksanya di riwayat Anda.</p>`,
  },
  'about-tern': {
    title: 'Tentang Tern',
    body: `<p>Tern adalah aplikasi trading open-source yang di-host sendiri: aplikasi web yang mengutamakan perangkat seluler dan
dapat Anda pasang di ponsel, bersama server yang menjalankannya. Aplikasi ini menampilkan pasar, order berwaktu,
kontrak, trading spot, staking, dan tabungan.</p>
<p>Siapa pun dapat menjalankan salinannya sendiri. Hasil mengikuti harga yang tercatat dan aturan yang diumumkan,
setiap perubahan saldo adalah entri buku besar dengan alasannya, dan saldo dihitung dari entri-entri tersebut.</p>`,
  },
  'about-open-source': {
    title: 'Open source dan hosting mandiri',
    body: `<p>Seluruh kode sumber Tern, baik aplikasi maupun servernya, bersifat publik. Anda dapat membaca bagaimana setiap
harga, biaya, dan penyelesaian dihitung, dan Anda dapat menjalankannya sendiri dengan satu perintah.</p>
<p>Secara bawaan, Tern menyimpan datanya dalam file SQLite lokal dan menghasilkan harga pasar simulasi, sehingga dapat
berjalan di satu mesin tanpa pengaturan lain. Operator dapat menghubungkan PostgreSQL dan umpan data pasar
sungguhan.</p>`,
  },
}
