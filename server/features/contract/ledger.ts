// The ledger entries of contract orders. The house 'contract_pnl' account is the counterparty of every
// position's result; the part of a loss beyond the margin is the 'insurance' account's; the open fee goes to
// 'fees'. Each set sums to zero per asset and leaves no user part negative.
import type { Settlement } from '../../../contract/rules/contract'
import { house } from '../../ledger/accounts'
import type { Entry } from '../../ledger/ledger'

const nonZero = (entries: Entry[]) => entries.filter((e) => e.amount !== 0n)

/** available -> frozen (placement) or frozen -> available (cancel). */
export function holdEntries(userId: number, amount: bigint, release: boolean): Entry[] {
  const sign = release ? -1n : 1n
  return [
    { kind: 'user', account: userId, asset: 'USDT', amount: -sign * amount },
    { kind: 'user', account: userId, asset: 'USDT', amount: sign * amount, bucket: 'frozen' },
  ]
}

/** The open fee to the house: from available (market order) or from the frozen part (limit fill). */
export function feeEntries(userId: number, fee: bigint, fromFrozen: boolean): Entry[] {
  return [
    { kind: 'user', account: userId, asset: 'USDT', amount: -fee, bucket: fromFrozen ? 'frozen' : 'available' },
    { kind: 'house', account: house.fees, asset: 'USDT', amount: fee },
  ]
}

/** A close: the frozen margin out, the payout in; contract_pnl takes -pnl, insurance pays the gap. */
export function settleEntries(userId: number, margin: bigint, s: Settlement): Entry[] {
  return nonZero([
    { kind: 'user', account: userId, asset: 'USDT', amount: -margin, bucket: 'frozen' },
    { kind: 'user', account: userId, asset: 'USDT', amount: s.payout },
    { kind: 'house', account: house.contractPnl, asset: 'USDT', amount: -s.pnl },
    { kind: 'house', account: house.insurance, asset: 'USDT', amount: -s.gap },
  ])
}
