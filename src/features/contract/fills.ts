// A pending limit order that the engine opened while the contract screen shows it: seen pending (status 0) in one
// answer of the market, open (status 1) in a later one. Named by a key, for the vibration of a fill.
import type { ContractOrder } from '@contract/contract-trading'
import { type FillReading, filledFromWaiting, useFillsAfterWaiting } from '@/shared/display/fills'

const reading: FillReading<ContractOrder> = {
  id: (order) => order.oid,
  waiting: (order) => order.status === 0,
  filled: (order) => order.status === 1,
}

/** The orders of `orders` that were pending before (their ids in `pending`) and are open now. */
export function openedFromPending(pending: ReadonlySet<number>, orders: readonly ContractOrder[]): ContractOrder[] {
  const opened = new Set(filledFromWaiting(pending, orders, reading))
  return orders.filter((order) => opened.has(order.oid))
}

/** A key naming the last fills seen (null before any); `orders` undefined while the market has not answered. */
export function useContractFills(orders: readonly ContractOrder[] | undefined): string | null {
  return useFillsAfterWaiting('contract', orders, reading)
}
