// The statement's and the exports' words. The order fields reuse the trading screens' descriptors word for word
// (same message and context, so the same catalog entry): one translation per word across the app.
import type { CloseReason, ContractStatus } from '@contract/contract-trading'
import type { StatementKind, StatementPart, StatementReason } from '@contract/statement'
import type { CoinOrderStatus, MicroOutcome, PriceType } from '@contract/trading'
import type { ReviewStatus } from '@contract/wallet'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { parseReference, type ReferenceKind } from './references'

export const kindLabels: Record<StatementKind | 'other', MessageDescriptor> = {
  deposit: msg({ message: 'Deposits', context: 'statement entry type' }),
  withdrawal: msg({ message: 'Withdrawals', context: 'statement entry type' }),
  fee: msg({ message: 'Fees', context: 'statement entry type' }),
  micro: msg({ message: 'Timed orders', context: 'statement entry type' }),
  spot: msg({ message: 'Spot orders', context: 'statement entry type' }),
  contract: msg({ message: 'Contract orders', context: 'statement entry type' }),
  invest: msg({ message: 'Staking and earn', context: 'statement entry type' }),
  exchange: msg({ message: 'Exchanges', context: 'statement entry type' }),
  grant: msg({ message: 'Demo funds', context: 'statement entry type' }),
  other: msg({ message: 'Other', context: 'statement entry type' }),
}

export const reasonLabels: Record<StatementReason, MessageDescriptor> = {
  deposit_credit: msg`Deposit credited`,
  withdraw_freeze: msg`Withdrawal held`,
  withdraw_payout: msg`Withdrawal paid out`,
  withdraw_return: msg`Withdrawal returned`,
  micro_fee: msg`Timed order fee`,
  contract_fee: msg`Contract opening fee`,
  micro_stake: msg`Timed order stake`,
  micro_settle: msg`Timed order settled`,
  micro_void: msg`Timed order voided and refunded`,
  coin_freeze: msg`Spot order funds held`,
  coin_unfreeze: msg`Spot order funds released`,
  coin_fill: msg`Spot order filled`,
  contract_margin_freeze: msg`Contract margin held`,
  contract_margin_release: msg`Contract margin released`,
  contract_settle: msg`Contract position closed`,
  miner_subscribe: msg`Staking started`,
  miner_yield: msg`Staking daily yield`,
  miner_return: msg`Staking principal returned`,
  miner_cancel: msg`Staking cancelled early`,
  earn_subscribe: msg`Earn subscription`,
  earn_mature: msg`Earn principal and reward paid`,
  exchange: msg`Coin exchange`,
  demo_grant: msg`Demo funds credited`,
}

export const partLabels: Record<StatementPart, MessageDescriptor> = {
  available: msg({ message: 'Available', context: 'statement: spendable part of the balance' }),
  frozen: msg({ message: 'Frozen', context: 'statement: part of the balance held for an order or withdrawal' }),
}

/** A posting's record as a person names it ({number} is the record's id, e.g. "Contract order #7"). */
export const referenceLabels: Record<ReferenceKind, MessageDescriptor> = {
  micro_order: msg({ message: 'Timed order #{number}', context: 'statement reference' }),
  coin_order: msg({ message: 'Spot order #{number}', context: 'statement reference' }),
  contract_order: msg({ message: 'Contract order #{number}', context: 'statement reference' }),
  deposit: msg({ message: 'Deposit #{number}', context: 'statement reference' }),
  withdrawal: msg({ message: 'Withdrawal #{number}', context: 'statement reference' }),
  exchange: msg({ message: 'Exchange #{number}', context: 'statement reference' }),
  miner_order: msg({ message: 'Staking order #{number}', context: 'statement reference' }),
  earn_order: msg({ message: 'Earn order #{number}', context: 'statement reference' }),
  user: msg({ message: 'Your account', context: 'statement reference: demo funds credited to the account' }),
}

/** The reference `ref` as a person reads it, translated by `translate`; one of another shape as it is. */
export function referenceText(ref: string, translate: (descriptor: MessageDescriptor) => string): string {
  const reference = parseReference(ref)
  if (!reference) return ref
  return translate({ ...referenceLabels[reference.kind], values: { number: String(reference.number) } })
}

/** The statement CSV's header, column by column (model.ts statementColumns). */
export const statementHeader: MessageDescriptor[] = [
  msg`Time (UTC)`,
  msg({ message: 'Type', context: 'statement column: entry type' }),
  msg({ message: 'Description', context: 'statement column' }),
  msg({ message: 'Reason code', context: 'statement column: the ledger reason as the system names it' }),
  msg({ message: 'Asset', context: 'statement column: USDT, BTC or ETH' }),
  msg({ message: 'Account part', context: 'statement column: available or frozen' }),
  msg({ message: 'Amount', context: 'statement column: signed change of the balance' }),
  msg({ message: 'Reference', context: 'statement column: the order or record the entry belongs to' }),
  msg({ message: 'Record', context: 'statement column: the reference as a person reads it, e.g. Contract order #7' }),
]

export const microDirectionLabels = {
  0: msg({ message: 'Up', context: 'timed order direction (long)' }),
  1: msg({ message: 'Down', context: 'timed order direction (short)' }),
} as const

export const microOutcomeLabels: Record<MicroOutcome, MessageDescriptor> = {
  0: msg({ message: 'Tie: stake refunded', context: 'timed order outcome' }),
  1: msg({ message: 'Won', context: 'timed order outcome' }),
  2: msg({ message: 'Lost', context: 'timed order outcome' }),
}

export const contractSideLabels = {
  0: msg({ message: 'Long', context: 'contract direction: gains when the price rises' }),
  1: msg({ message: 'Short', context: 'contract direction: gains when the price falls' }),
} as const

export const contractPriceTypeLabels: Record<PriceType, MessageDescriptor> = {
  0: msg({ message: 'Market', context: 'contract order type: open at once at the mark price' }),
  1: msg({ message: 'Limit', context: 'contract order type: open when the mark reaches the price' }),
}

export const contractStatusLabels: Record<ContractStatus, MessageDescriptor> = {
  0: msg({ message: 'Pending', context: 'contract order status: limit order waiting' }),
  1: msg({ message: 'Open', context: 'contract order status: open position' }),
  2: msg({ message: 'Closed', context: 'contract order status' }),
  3: msg({ message: 'Cancelled', context: 'contract order status' }),
}

export const closeReasonLabels: Record<CloseReason, MessageDescriptor> = {
  user: msg({ message: 'Closed by you', context: 'contract close reason' }),
  take_profit: msg({ message: 'Take-profit', context: 'contract close reason' }),
  stop_loss: msg({ message: 'Stop-loss', context: 'contract close reason' }),
  liquidation: msg({ message: 'Liquidation', context: 'contract close reason: forced close' }),
}

export const spotSideLabels = {
  0: msg({ message: 'Buy', context: 'spot order side' }),
  1: msg({ message: 'Sell', context: 'spot order side' }),
} as const

export const spotPriceTypeLabels: Record<PriceType, MessageDescriptor> = {
  0: msg({ message: 'Market', context: 'spot order type: fill at once at the best price' }),
  1: msg({ message: 'Limit', context: 'spot order type: fill at the given price or better' }),
}

export const spotStatusLabels: Record<CoinOrderStatus, MessageDescriptor> = {
  0: msg({ message: 'Waiting', context: 'spot order status' }),
  1: msg({ message: 'Done', context: 'spot order status' }),
  2: msg({ message: 'Cancelled', context: 'spot order status' }),
}

export const reviewStatusLabels: Record<ReviewStatus, MessageDescriptor> = {
  0: msg`Processing`,
  1: msg`Completed`,
  2: msg`Rejected`,
}
