// A pending limit order that the engine opened while the contract screen shows it: seen pending (status 0) in one
// answer of the market, open (status 1) in a later one. Named by a key, for the vibration of a fill.
import type { ContractOrder } from '@contract/contract-trading'
import { useEffect, useRef, useState } from 'react'

/** The orders of `orders` that were pending before (their ids in `pending`) and are open now. */
export function openedFromPending(pending: ReadonlySet<number>, orders: readonly ContractOrder[]): ContractOrder[] {
  return orders.filter((order) => order.status === 1 && pending.has(order.oid))
}

/** A key naming the last fills seen (null before any); `orders` undefined while the market has not answered. */
export function useContractFills(orders: readonly ContractOrder[] | undefined): string | null {
  const pending = useRef<ReadonlySet<number>>(new Set())
  const [fill, setFill] = useState<string | null>(null)
  useEffect(() => {
    if (!orders) return
    const opened = openedFromPending(pending.current, orders)
    pending.current = new Set(orders.filter((order) => order.status === 0).map((order) => order.oid))
    if (opened.length > 0) setFill(`contract-${opened.map((order) => order.oid).join(',')}`)
  }, [orders])
  return fill
}
