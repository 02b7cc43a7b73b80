// The house side of every posting, and the reasons postings carry. Adding a money feature means adding its
// reasons here so reports and checks can group them.

/** House accounts (account_kind 'house'). They may be negative: 'external' is money that came in from outside. */
export const house = {
  /** Deposits credited and withdrawals paid out: the world outside the ledger. */
  external: 'external',
  fees: 'fees',
  tradingPnl: 'trading_pnl',
  demoGrants: 'demo_grants',
  /** The counterparty of every coin exchange. */
  exchange: 'exchange',
} as const

export const reasons = {
  depositCredit: 'deposit_credit',
  withdrawFreeze: 'withdraw_freeze',
  withdrawPayout: 'withdraw_payout',
  withdrawReturn: 'withdraw_return',
  exchange: 'exchange',
} as const

/** Reasons whose user postings count as trading profit and loss (asset screen "profit"). */
export const pnlReasons: readonly string[] = ['micro_settle', 'contract_settle', 'coin_fill_pnl']

/** Reasons whose frozen USDT counts as contract margin in use (asset screen "contract_use"). */
export const contractHoldReasons: readonly string[] = ['contract_margin_freeze', 'contract_margin_release']

export const refs = {
  deposit: (id: number) => `deposit:${id}`,
  withdrawal: (id: number) => `withdrawal:${id}`,
  exchange: (id: number) => `exchange:${id}`,
}
