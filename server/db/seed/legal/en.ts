import type { GroupTexts, LegalKey } from '../types'

export const en: GroupTexts<LegalKey> = {
  'user-agreement': {
    title: 'User agreement',
    body: `<p>Tern is open-source trading software that anyone can run on their own server. By creating an account
on this installation you agree to these terms with its operator, the person or organisation who runs this server.</p>
<p>You are responsible for keeping your password safe and for everything done with your account. Tell the operator
at once if you believe someone else has used it. One person should hold one account.</p>
<p>Every trade is decided by recorded market prices and the published rules of each product. Neither the operator
nor any setting can change the outcome of an individual order. Each settlement stores the price and time that decided it
and you can see it in your history.</p>
<p>When this installation runs in demo mode, balances are demo funds with no monetary value; they cannot be withdrawn
to a real bank account or wallet.</p>
<p>The operator may suspend accounts used for abuse, fraud or attacks on the service. The software is provided
"as is", without warranty of any kind.</p>`,
  },
  'risk-disclosure': {
    title: 'Risk disclosure',
    body: `<p>Trading timed orders, leveraged contracts and crypto assets carries a high level of risk. Prices can move
quickly and against you, and you can lose the whole amount you put into an order.</p>
<p><strong>Timed orders.</strong> A timed order wins if the price at expiry is above (up) or below (down) the entry price,
and loses its stake otherwise. An unchanged price returns the stake. Past results say nothing about the next order.</p>
<p><strong>Leveraged contracts.</strong> Leverage multiplies gains and losses. A position is closed automatically when its
margin no longer covers the maintenance requirement; your loss never exceeds the margin of that position.</p>
<p><strong>Fees.</strong> The fee shown before you confirm an order is the fee charged.</p>
<p>Only trade with money you can afford to lose. If you are unsure whether trading suits you, seek independent advice.</p>`,
  },
  'withdrawal-agreement': {
    title: 'Withdrawal agreement',
    body: `<p>When you request a withdrawal, the amount plus the withdrawal fee is frozen in your account until the
operator of this installation reviews the request.</p>
<p>If the request is approved, the amount is paid to the bank card or address you selected. If it is rejected, the frozen
amount and the fee are returned to your available balance in full, together with the reason for the rejection.</p>
<p>Check the address and network carefully. A transfer to a wrong address or network usually cannot be reversed.
Amounts below the published minimum are not paid out.</p>
<p>In demo mode, withdrawals are simulated: approving one moves demo funds only and no real payment is made.</p>`,
  },
}
