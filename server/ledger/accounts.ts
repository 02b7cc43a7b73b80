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
  /** The counterparty of every contract position's result. */
  contractPnl: 'contract_pnl',
  /** Pays the part of a contract loss beyond the margin (a gap through the bankruptcy price); public balance. */
  insurance: 'insurance',
  /** Pays staking daily credits and earn rewards; receives early-cancel penalties. */
  investYield: 'invest_yield',
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
  /** A timed order voided (no tick in the 5 s before its expiry on a venue's product): stake and fee returned. */
  microVoid: 'micro_void',
  /** Spot limit order: funds available -> frozen, and back on cancel. */
  coinFreeze: 'coin_freeze',
  coinUnfreeze: 'coin_unfreeze',
  coinFill: 'coin_fill',
  /** Contract margin (and a limit order's fee) available -> frozen, and back when a limit order is cancelled. */
  contractFreeze: 'contract_margin_freeze',
  contractRelease: 'contract_margin_release',
  /** Contract open fee -> house fees (from available at a market open, from frozen at a limit fill). */
  contractFee: 'contract_fee',
  /** A contract close: the frozen margin out, the payout in; counted as profit and loss (pnlReasons). */
  contractSettle: 'contract_settle',
  /** Staking and earn principal: available -> frozen at subscription, back at the end or on cancel. */
  minerSubscribe: 'miner_subscribe',
  /**
   * Staking daily credits: one posting per batch and day, the house debit referring to the day (minerYieldDay)
   * and each user entry to its order and day (minerDay; unique, so a day is credited once).
   */
  minerYield: 'miner_yield',
  minerReturn: 'miner_return',
  /** Early cancel: principal out of frozen, the refund to available, the penalty to the house. */
  minerCancel: 'miner_cancel',
  earnSubscribe: 'earn_subscribe',
  /** Earn maturity: principal back and the reward paid (ref earnDay: the order and its end day). */
  earnMature: 'earn_mature',
} as const

/** Reasons whose user postings count as trading profit and loss (asset screen "profit"). */
export const pnlReasons: readonly string[] = [reasons.microSettle, reasons.contractSettle, 'coin_fill_pnl']

export const refs = {
  user: (id: number) => `user:${id}`,
  deposit: (id: number) => `deposit:${id}`,
  withdrawal: (id: number) => `withdrawal:${id}`,
  exchange: (id: number) => `exchange:${id}`,
  micro: (id: number) => `micro_order:${id}`,
  coin: (id: number) => `coin_order:${id}`,
  /** A contract order; a partial close is posted under the position it closes a part of. */
  contract: (id: number) => `contract_order:${id}`,
  miner: (id: number) => `miner_order:${id}`,
  /** A staking order's credit for one UTC day (YYYY-MM-DD). */
  minerDay: (id: number, day: string) => `miner_order:${id}@${day}`,
  minerYieldDay: (day: string) => `miner_yield@${day}`,
  earn: (id: number) => `earn_order:${id}`,
  earnDay: (id: number, day: string) => `earn_order:${id}@${day}`,
}
