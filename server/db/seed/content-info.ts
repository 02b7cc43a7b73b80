// Seeded notices (type 1) and about pages (type 6). The about page carries a few translations; other
// items fall back to English until translated.
import type { SeedContent } from './types'

export const noticeContent: SeedContent[] = [
  {
    key: 'notice-welcome',
    type: 1,
    created_at: '2025-01-02T00:00:00.000Z',
    text: {
      en: {
        title: 'Welcome to Tern',
        body: `<p>Welcome! This installation of Tern is ready to use. If it runs in demo mode, your account starts with
demo USDT: trade freely, nothing here is real money.</p>
<p>Questions? Open Help from the menu, or read the risk disclosure before your first timed or leveraged order.</p>`,
      },
    },
  },
  {
    key: 'notice-fair-play',
    type: 1,
    created_at: '2025-01-01T00:00:00.000Z',
    text: {
      en: {
        title: 'How outcomes are decided',
        body: `<p>Every settlement on Tern follows the recorded market price and the published rules, nothing else. No operator
setting can decide or change the result of your order.</p>
<p>Each settled order keeps the price tick (time and price) that decided it, and you can check it in your history.</p>`,
      },
    },
  },
]

export const aboutContent: SeedContent[] = [
  {
    key: 'about-tern',
    type: 6,
    created_at: '2025-01-02T00:00:00.000Z',
    text: {
      en: {
        title: 'About Tern',
        body: `<p>Tern is an open-source, self-hosted trading app: a mobile-first web app you can install on your phone,
together with the server that runs it. It shows markets, timed orders, contracts, spot trading, staking and savings.</p>
<p>Anyone can run their own copy. Outcomes follow recorded prices and published rules, every balance change is a ledger
entry with a reason, and balances are derived from those entries.</p>`,
      },
      es: {
        title: 'Acerca de Tern',
        body: `<p>Tern es una aplicación de trading de código abierto y autoalojada: una aplicación web pensada para el móvil
que puedes instalar en tu teléfono, junto con el servidor que la ejecuta. Incluye mercados, órdenes por tiempo, contratos,
trading al contado, staking y ahorro.</p>
<p>Cualquiera puede ejecutar su propia copia. Los resultados siguen los precios registrados y las reglas publicadas; cada
cambio de saldo es un asiento contable con su motivo y los saldos se calculan a partir de esos asientos.</p>`,
      },
      th: {
        title: 'เกี่ยวกับ Tern',
        body: `<p>Tern คือแอปเทรดแบบโอเพนซอร์สที่คุณติดตั้งบนเซิร์ฟเวอร์ของตัวเองได้ เป็นเว็บแอปที่ออกแบบมาสำหรับมือถือ
ติดตั้งลงโทรศัพท์ได้ พร้อมเซิร์ฟเวอร์ที่ใช้รันแอป มีตลาด คำสั่งซื้อแบบจับเวลา สัญญา การเทรดสปอต การสเตก และการออม</p>
<p>ใครก็สามารถรันสำเนาของตัวเองได้ ผลลัพธ์เป็นไปตามราคาที่บันทึกไว้และกฎที่เผยแพร่ การเปลี่ยนแปลงยอดเงินทุกครั้ง
เป็นรายการบัญชีที่มีเหตุผลกำกับ และยอดเงินคำนวณจากรายการเหล่านั้น</p>`,
      },
    },
  },
  {
    key: 'about-open-source',
    type: 6,
    created_at: '2025-01-01T00:00:00.000Z',
    text: {
      en: {
        title: 'Open source and self-hosting',
        body: `<p>The complete source code of Tern, both the app and the server, is public. You can read how every price,
fee and settlement is calculated, and you can run it yourself with a single command.</p>
<p>By default Tern stores its data in a local SQLite file and generates simulated market prices, so it works on one
machine without any other setup. Operators can connect PostgreSQL and a real market feed.</p>`,
      },
    },
  },
]
