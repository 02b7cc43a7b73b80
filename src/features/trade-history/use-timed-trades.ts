import { useEffect, useRef, useState } from 'react'
import type { TimedTradesAnswer } from '@/api/contract-trading'
import { timedTradesPoller } from '@/features/trade'
import type { Resource } from '@/shared/lib/poller'

/**
 * The caller's timed trades. Loads on arrival, then keeps the 1 s poller subscribed only while an order runs
 * (or nothing fresh has arrived yet); once all are settled the poller stops and the last list stays.
 */
export function useTimedTrades(): Resource<TimedTradesAnswer> {
  const [resource, setResource] = useState(() => timedTradesPoller.getSnapshot())
  const mountedAt = useRef(Date.now())
  const fresh = resource.updatedAt !== null && resource.updatedAt >= mountedAt.current
  const running = resource.data?.orders.some((order) => order.status === 1) ?? false
  const live = !fresh || running
  useEffect(() => {
    if (!live) return
    return timedTradesPoller.subscribe(setResource)
  }, [live])
  return resource
}
