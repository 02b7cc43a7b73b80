// The words drawn in the home banners, per language. The artwork lives in server/seed/media/banners/<key>.svg
// (templates with {{placeholders}}); banner-art.ts fills them in. Text between *asterisks* is drawn in the accent
// colour. Plain text only: the renderer XML-escapes everything.
import type { LanguageCode } from '../../../contract/api'

export interface BannerText {
  /** The small uppercase line above the title ("TERN" is the brand and never translated). */
  eyebrow: string
  /** One or two lines, each short enough for ~330 px at 40 px bold (the renderer shrinks longer ones). */
  title: readonly [string] | readonly [string, string]
  /** One or two lines at 17 px. */
  subtitle: readonly [string] | readonly [string, string]
  /** Extra words drawn in the artwork itself (e.g. the timed-orders dial). */
  art?: Readonly<Record<string, string>>
}

export const bannerKeys = ['trade-markets', 'timed-orders', 'stake-earn', 'trade-offline'] as const
export type BannerKey = (typeof bannerKeys)[number]

export function isBannerKey(value: string): value is BannerKey {
  return (bannerKeys as readonly string[]).includes(value)
}

export const bannerText: Record<BannerKey, Record<LanguageCode, BannerText>> = {
  'trade-markets': {
    en: {
      eyebrow: 'TERN',
      title: ['Trade the', 'markets'],
      subtitle: ['Crypto, forex, metals and futures', 'on live, recorded prices.'],
    },
    tw: {
      eyebrow: 'TERN',
      title: ['交易全球市場'],
      subtitle: ['加密貨幣、外匯、貴金屬與期貨，', '即時報價，全程記錄。'],
    },
    th: {
      eyebrow: 'TERN',
      title: ['เทรดได้ทุกตลาด'],
      subtitle: ['คริปโต ฟอเร็กซ์ โลหะมีค่า และฟิวเจอร์ส', 'ด้วยราคาเรียลไทม์ที่บันทึกไว้ทุกครั้ง'],
    },
    jp: {
      eyebrow: 'TERN',
      title: ['マーケットを', 'トレード'],
      subtitle: ['暗号資産・FX・貴金属・先物を、', '記録されたリアルタイム価格で。'],
    },
    ko: {
      eyebrow: 'TERN',
      title: ['모든 시장을', '한 곳에서 거래'],
      subtitle: ['암호화폐, 외환, 금속, 선물까지', '기록되는 실시간 가격으로.'],
    },
    es: {
      eyebrow: 'TERN',
      title: ['Opera en los', 'mercados'],
      subtitle: ['Cripto, divisas, metales y futuros', 'con precios en vivo y registrados.'],
    },
    fr: {
      eyebrow: 'TERN',
      title: ['Tradez sur', 'les marchés'],
      subtitle: ['Crypto, forex, métaux et futures', 'aux prix en direct, enregistrés.'],
    },
    de: {
      eyebrow: 'TERN',
      title: ['Handeln Sie', 'an den Märkten'],
      subtitle: ['Krypto, Forex, Metalle und Futures', 'zu live erfassten Kursen.'],
    },
    vi: {
      eyebrow: 'TERN',
      title: ['Giao dịch trên', 'mọi thị trường'],
      subtitle: ['Crypto, ngoại hối, kim loại và phái sinh', 'theo giá trực tiếp, được ghi nhận.'],
    },
    cn: {
      eyebrow: 'TERN',
      title: ['交易全球市场'],
      subtitle: ['加密货币、外汇、贵金属与期货，', '实时报价，全程记录。'],
    },
    id: {
      eyebrow: 'TERN',
      title: ['Trading di', 'berbagai pasar'],
      subtitle: ['Kripto, forex, logam, dan futures', 'dengan harga live yang tercatat.'],
    },
  },
  'timed-orders': {
    en: {
      eyebrow: 'TIMED ORDERS',
      title: ['Timed orders', 'from *30 s*'],
      subtitle: ['Pick up or down and a duration.', 'The recorded price decides.'],
      art: { dial: 'UP · DOWN', unit: ' s' },
    },
    tw: {
      eyebrow: '限時交易',
      title: ['限時交易', '最快 *30 秒*結算'],
      subtitle: ['選擇看漲或看跌與時長，', '以記錄的價格決定結果。'],
      art: { dial: '漲 · 跌', unit: '秒' },
    },
    th: {
      eyebrow: 'เทรดจับเวลา',
      title: ['เทรดแบบจับเวลา', 'เริ่มต้น *30 วินาที*'],
      subtitle: ['เลือกขึ้นหรือลง แล้วกำหนดระยะเวลา', 'ราคาที่บันทึกไว้เป็นตัวตัดสิน'],
      art: { dial: 'ขึ้น · ลง', unit: ' วิ' },
    },
    jp: {
      eyebrow: '時間指定取引',
      title: ['時間指定取引', '*30秒*から'],
      subtitle: ['上昇か下落か、期間を選ぶだけ。', '記録された価格で決まります。'],
      art: { dial: '上昇 · 下落', unit: '秒' },
    },
    ko: {
      eyebrow: '타이머 주문',
      title: ['타이머 주문', '*30초*부터'],
      subtitle: ['상승 또는 하락과 기간을 고르세요.', '기록된 가격으로 결과가 정해집니다.'],
      art: { dial: '상승 · 하락', unit: '초' },
    },
    es: {
      eyebrow: 'ÓRDENES A PLAZO',
      title: ['Órdenes a plazo', 'desde *30 s*'],
      subtitle: ['Elige subida o bajada y una duración.', 'Decide el precio registrado.'],
      art: { dial: 'SUBE · BAJA', unit: ' s' },
    },
    fr: {
      eyebrow: 'ORDRES À DURÉE',
      title: ['Ordres à durée', 'dès *30 s*'],
      subtitle: ['Choisissez hausse ou baisse et une durée.', 'Le prix enregistré tranche.'],
      art: { dial: 'HAUSSE · BAISSE', unit: ' s' },
    },
    de: {
      eyebrow: 'ZEIT-ORDERS',
      title: ['Zeit-Orders', 'ab *30 s*'],
      subtitle: ['Steigend oder fallend, dazu eine Laufzeit.', 'Der erfasste Kurs entscheidet.'],
      art: { dial: 'STEIGT · FÄLLT', unit: ' s' },
    },
    vi: {
      eyebrow: 'LỆNH THEO THỜI GIAN',
      title: ['Lệnh theo thời gian', 'chỉ từ *30 giây*'],
      subtitle: ['Chọn tăng hoặc giảm và thời hạn.', 'Giá được ghi nhận sẽ quyết định.'],
      art: { dial: 'TĂNG · GIẢM', unit: ' giây' },
    },
    cn: {
      eyebrow: '限时交易',
      title: ['限时交易', '最快 *30 秒*结算'],
      subtitle: ['选择看涨或看跌与时长，', '以记录的价格决定结果。'],
      art: { dial: '涨 · 跌', unit: '秒' },
    },
    id: {
      eyebrow: 'ORDER BERWAKTU',
      title: ['Order berwaktu', 'mulai *30 detik*'],
      subtitle: ['Pilih naik atau turun serta durasinya.', 'Harga yang tercatat menentukan.'],
      art: { dial: 'NAIK · TURUN', unit: ' dtk' },
    },
  },
  'stake-earn': {
    en: {
      eyebrow: 'EARN · MINER',
      title: ['Stake', 'and earn'],
      subtitle: ['Published daily rates, credited', 'every day to your balance.'],
    },
    tw: { eyebrow: '理財 · 礦機', title: ['質押賺收益'], subtitle: ['每日收益率公開透明，', '每天發放至您的餘額。'] },
    th: {
      eyebrow: 'รายได้ · ขุด',
      title: ['สเตก', 'รับผลตอบแทน'],
      subtitle: ['อัตราผลตอบแทนรายวันเปิดเผยชัดเจน', 'เข้าบัญชีของคุณทุกวัน'],
    },
    jp: {
      eyebrow: '運用 · マイナー',
      title: ['ステーキングで', '増やそう'],
      subtitle: ['日々の利率を公開、', '毎日残高に付与されます。'],
    },
    ko: {
      eyebrow: '수익 · 마이너',
      title: ['스테이킹하고', '수익 받기'],
      subtitle: ['공개된 일일 수익률로', '매일 잔고에 지급됩니다.'],
    },
    es: {
      eyebrow: 'GANA · MINERÍA',
      title: ['Haz staking', 'y gana'],
      subtitle: ['Tasas diarias publicadas, abonadas', 'cada día en tu saldo.'],
    },
    fr: {
      eyebrow: 'GAINS · MINAGE',
      title: ['Stakez', 'et gagnez'],
      subtitle: ['Des taux quotidiens publiés, crédités', 'chaque jour sur votre solde.'],
    },
    de: {
      eyebrow: 'ERTRAG · MINING',
      title: ['Staken', 'und verdienen'],
      subtitle: ['Veröffentlichte Tagessätze, täglich', 'Ihrem Guthaben gutgeschrieben.'],
    },
    vi: {
      eyebrow: 'SINH LỜI · ĐÀO',
      title: ['Staking', 'và sinh lời'],
      subtitle: ['Lãi suất ngày được công bố, cộng vào', 'số dư của bạn mỗi ngày.'],
    },
    cn: { eyebrow: '理财 · 矿机', title: ['质押赚收益'], subtitle: ['每日收益率公开透明，', '每天发放至您的余额。'] },
    id: {
      eyebrow: 'HASIL · MINER',
      title: ['Staking', 'dan raih hasil'],
      subtitle: ['Imbal hasil harian yang diumumkan,', 'masuk ke saldo Anda setiap hari.'],
    },
  },
  'trade-offline': {
    en: {
      eyebrow: 'INSTALLABLE APP',
      title: ['Trade anywhere,', 'even *offline*'],
      subtitle: ['Add Tern to your home screen; your', 'last prices stay with you.'],
    },
    tw: {
      eyebrow: '可安裝 App',
      title: ['隨時隨地交易，', '*離線*也能用'],
      subtitle: ['將 Tern 加入主畫面，', '最新價格隨身帶著走。'],
    },
    th: {
      eyebrow: 'แอปติดตั้งได้',
      title: ['เทรดได้ทุกที่', 'แม้*ออฟไลน์*'],
      subtitle: ['เพิ่ม Tern ลงในหน้าจอหลัก', 'ราคาล่าสุดจะอยู่กับคุณเสมอ'],
    },
    jp: {
      eyebrow: 'インストール可能なアプリ',
      title: ['どこでも取引、', '*オフライン*でも'],
      subtitle: ['Tern をホーム画面に追加すれば、', '最新の価格がいつでも手元に。'],
    },
    ko: {
      eyebrow: '설치형 앱',
      title: ['어디서나 거래,', '*오프라인*에서도'],
      subtitle: ['홈 화면에 Tern을 추가하면', '최근 가격을 언제든 볼 수 있어요.'],
    },
    es: {
      eyebrow: 'APP INSTALABLE',
      title: ['Opera donde sea,', 'incluso *sin conexión*'],
      subtitle: ['Añade Tern a tu pantalla de inicio;', 'tus últimos precios te acompañan.'],
    },
    fr: {
      eyebrow: 'APP INSTALLABLE',
      title: ['Tradez partout,', 'même *hors ligne*'],
      subtitle: ['Ajoutez Tern à l’écran d’accueil :', 'vos derniers prix restent avec vous.'],
    },
    de: {
      eyebrow: 'INSTALLIERBARE APP',
      title: ['Überall handeln,', 'auch *offline*'],
      subtitle: ['Tern zum Startbildschirm hinzufügen –', 'Ihre letzten Kurse bleiben bei Ihnen.'],
    },
    vi: {
      eyebrow: 'ỨNG DỤNG CÀI ĐẶT',
      title: ['Giao dịch mọi nơi,', 'kể cả khi *ngoại tuyến*'],
      subtitle: ['Thêm Tern vào màn hình chính;', 'giá gần nhất luôn bên bạn.'],
    },
    cn: {
      eyebrow: '可安装应用',
      title: ['随时随地交易，', '*离线*也能用'],
      subtitle: ['将 Tern 添加到主屏幕，', '最新价格随身携带。'],
    },
    id: {
      eyebrow: 'APLIKASI SIAP PASANG',
      title: ['Trading di mana saja,', 'bahkan saat *offline*'],
      subtitle: ['Tambahkan Tern ke layar utama;', 'harga terakhir tetap bersama Anda.'],
    },
  },
}

const cjk = /[\u3000-\u9fff\uff00-\uffef]/

/** The title as one line of plain text (the image's alt text). */
export function bannerTitle(key: BannerKey, lang: LanguageCode): string {
  const lines = bannerText[key][lang].title.map((line) => line.replaceAll('*', ''))
  // Chinese and Japanese lines join without a space; Korean, Thai, Latin scripts and digits join with one.
  return lines.reduce(
    (joined, line) =>
      joined === '' || (cjk.test(joined.at(-1) ?? '') && cjk.test(line[0] ?? '')) ? joined + line : `${joined} ${line}`,
    '',
  )
}
