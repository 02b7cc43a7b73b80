import type { GroupTexts, InfoKey } from '../types'

export const en: GroupTexts<InfoKey> = {
  'notice-welcome': {
    title: 'Welcome to Tern',
    body: `<p>Welcome! This installation of Tern is ready to use. If it runs in demo mode, your account starts with
demo USDT: trade freely, nothing here is real money.</p>
<p>Questions? Open Help from the menu, or read the risk disclosure before your first timed or leveraged order.</p>`,
  },
  'notice-fair-play': {
    title: 'How outcomes are decided',
    body: `<p>Every settlement on Tern follows the recorded market price and the published rules, nothing else. No operator
setting can decide or change the result of your order.</p>
<p>Each settled order keeps the price tick (time and price) that decided it, and you can check it in your history.</p>`,
  },
  'about-tern': {
    title: 'About Tern',
    body: `<p>Tern is an open-source, self-hosted trading app: a mobile-first web app you can install on your phone,
together with the server that runs it. It shows markets, timed orders, contracts, spot trading, staking and savings.</p>
<p>Anyone can run their own copy. Outcomes follow recorded prices and published rules, every balance change is a ledger
entry with a reason, and balances are derived from those entries.</p>`,
  },
  'about-open-source': {
    title: 'Open source and self-hosting',
    body: `<p>The complete source code of Tern, both the app and the server, is public. You can read how every price,
fee and settlement is calculated, and you can run it yourself with a single command.</p>
<p>By default Tern stores its data in a local SQLite file and generates simulated market prices, so it works on one
machine without any other setup. Operators can connect PostgreSQL and a real market feed.</p>`,
  },
}
