// The trading features' house accounts and posting reasons (next to the wallet's in ledger/accounts.ts).
import { house } from '../ledger/accounts'

export const tradingHouse = {
  fees: house.fees,
  /** Pays timed-order wins and receives their losses. */
  tradingPnl: house.tradingPnl,
  /** The counterparty of every spot fill (both USDT and the coin). */
  spot: 'spot',
} as const

export const tradingReasons = {
  /** Stake: available -> frozen. */
  microStake: 'micro_stake',
  microFee: 'micro_fee',
  /** Counted as profit and loss on the asset screen (ledger/accounts.ts pnlReasons). */
  microSettle: 'micro_settle',
  coinFreeze: 'coin_freeze',
  coinUnfreeze: 'coin_unfreeze',
  coinFill: 'coin_fill',
} as const

export const tradingRefs = {
  micro: (id: number) => `micro_order:${id}`,
  coin: (id: number) => `coin_order:${id}`,
}
