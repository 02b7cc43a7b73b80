import type { GroupTexts, HelpKey } from '../types'

export const en: GroupTexts<HelpKey> = {
  'help-getting-started': {
    title: 'Getting started',
    body: `<p>Create an account with your email address or phone number and a password of at least six characters.
In demo mode every new account receives demo USDT so you can try every feature right away.</p>
<p>The home screen shows the markets; tap a product to open its chart. From there you can place a timed order, open a
contract, or trade BTC and ETH on the spot market.</p>
<p>Add Tern to your home screen from your browser's menu. The app then opens full screen and keeps working with
your last data when you are offline.</p>`,
  },
  'help-timed-orders': {
    title: 'How timed orders work',
    body: `<p>Choose up or down, a duration (from 30 seconds) and a stake. The entry price is the last recorded price
when you place the order; the settlement price is the last recorded price at or before expiry.</p>
<p>If you are right, you receive your stake back plus the published payout rate for that duration. If you are wrong, the
stake is lost. If the price is exactly the same, the stake is returned.</p>
<p>Both prices and their times are stored with the order and shown in your history.</p>`,
  },
  'help-contracts': {
    title: 'Contracts, margin and leverage',
    body: `<p>A contract position uses a margin in USDT multiplied by the leverage you choose (25x to 100x). Profit and loss
follow the price difference between entry and exit times the position size.</p>
<p>You can set a take-profit and a stop-loss price. A limit order waits until the market reaches your price; you can cancel
it before then and get the margin and fee back.</p>
<p>If the loss of a position comes close to its margin, it is closed automatically. You never lose more than the margin.</p>`,
  },
  'help-deposits-withdrawals': {
    title: 'Deposits and withdrawals',
    body: `<p>To deposit, choose a currency and network, send the amount to the address shown and upload a screenshot
of the payment. The operator credits your account after checking it.</p>
<p>To withdraw, first add a bank card or a crypto address, then enter the amount. The amount and fee are frozen until the
request is reviewed; a rejected request is returned in full.</p>`,
  },
}
