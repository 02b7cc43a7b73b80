// Orders that fill after their placement: seen waiting in one answer of a polled list, filled in a later one. Named
// by a key for the vibration of a fill (useFillVibration); an order first seen filled (a list's first answer, a
// market order filled at once) is not one.
import { useEffect, useRef, useState } from 'react'

/** How to read one kind of order: its id, and whether it waits or has filled. */
export interface FillReading<T> {
  id: (order: T) => number
  waiting: (order: T) => boolean
  filled: (order: T) => boolean
}

/** The ids of `orders` that were waiting before (their ids in `waiting`) and are filled now. */
export function filledFromWaiting<T>(
  waiting: ReadonlySet<number>,
  orders: readonly T[],
  read: FillReading<T>,
): number[] {
  return orders.filter((order) => read.filled(order) && waiting.has(read.id(order))).map(read.id)
}

/**
 * A key naming the last fills seen (null before any), `prefix` plus their ids; `orders` undefined while the list has
 * not answered. `read` should be a module constant (a new one each render would rerun the effect).
 */
export function useFillsAfterWaiting<T>(
  prefix: string,
  orders: readonly T[] | undefined,
  read: FillReading<T>,
): string | null {
  const waiting = useRef<ReadonlySet<number>>(new Set())
  const [fill, setFill] = useState<string | null>(null)
  useEffect(() => {
    if (!orders) return
    const filled = filledFromWaiting(waiting.current, orders, read)
    waiting.current = new Set(orders.filter(read.waiting).map(read.id))
    if (filled.length > 0) setFill(`${prefix}-${filled.join(',')}`)
  }, [orders, prefix, read])
  return fill
}
