// Every house account, posting reason and reference form of the ledger, in one place. Adding a money feature
// means adding its reasons here so reports and checks can group them.

/** House accounts (account_kind 'house'). They may be negative: 'external' is money that came in from outside. */
export const house = {
  /** Deposits credited and withdrawals paid out: the world outside the ledger. */
  external: 'external',
  fees: 'fees',
  /** Pays timed-order wins and receives their losses. */
  tradingPnl: 'trading_pnl',
  demoGrants: 'demo_grants',
  /** The counterparty of every coin exchange. */
  exchange: 'exchange',
  /** The counterparty of every spot fill (both USDT and the coin). */
  spot: 'spot',
} as const

export const reasons = {
  demoGrant: 'demo_grant',
  depositCredit: 'deposit_credit',
  withdrawFreeze: 'withdraw_freeze',
  withdrawPayout: 'withdraw_payout',
  withdrawReturn: 'withdraw_return',
  exchange: 'exchange',
  /** Timed-order stake: available -> frozen. */
  microStake: 'micro_stake',
  microFee: 'micro_fee',
  /** Counted as profit and loss on the asset screen (pnlReasons). */
  microSettle: 'micro_settle',
  /** Spot limit order: funds available -> frozen, and back on cancel. */
  coinFreeze: 'coin_freeze',
  coinUnfreeze: 'coin_unfreeze',
  coinFill: 'coin_fill',
} as const

/** Reasons whose user postings count as trading profit and loss (asset screen "profit"). */
export const pnlReasons: readonly string[] = [reasons.microSettle, 'contract_settle', 'coin_fill_pnl']

/** Reasons whose frozen USDT counts as contract margin in use (asset screen "contract_use"). */
export const contractHoldReasons: readonly string[] = ['contract_margin_freeze', 'contract_margin_release']

export const refs = {
  user: (id: number) => `user:${id}`,
  deposit: (id: number) => `deposit:${id}`,
  withdrawal: (id: number) => `withdrawal:${id}`,
  exchange: (id: number) => `exchange:${id}`,
  micro: (id: number) => `micro_order:${id}`,
  coin: (id: number) => `coin_order:${id}`,
}
