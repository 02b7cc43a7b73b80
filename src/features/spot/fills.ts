// A waiting spot limit order that the engine filled while a spot screen lists the user's orders: seen waiting
// (status 0) in one answer of /api/coin_orders, done (status 1) in a later one. A market order fills at placement
// and vibrates there (OrderForm); a cancel (status 2) is not a fill.
import type { CoinOrder } from '@contract/trading'
import { type FillReading, useFillsAfterWaiting } from '@/shared/display/fills'
import { useFillVibration } from '@/shared/display/haptics'

const reading: FillReading<CoinOrder> = {
  id: (order) => order.oid,
  waiting: (order) => order.status === 0,
  filled: (order) => order.status === 1,
}

/** Vibrates once for each answer of the orders that shows a waiting order filled. */
export function useSpotFillVibration(orders: readonly CoinOrder[] | undefined): void {
  useFillVibration(useFillsAfterWaiting('spot', orders, reading))
}
