import type { MicroOrdersAnswer } from '@contract/trading'
import { useEffect, useRef, useState } from 'react'
import type { Resource } from '@/shared/lib/poller'
import { microOrdersPoller } from './atoms'

/**
 * The caller's timed trades. Loads on arrival, then keeps the 1 s poller subscribed only while an order runs
 * (or nothing fresh has arrived yet); once all are settled the poller stops and the last list stays.
 */
export function useMicroOrders(): Resource<MicroOrdersAnswer> {
  const [resource, setResource] = useState(() => microOrdersPoller.getSnapshot())
  const mountedAt = useRef(Date.now())
  const fresh = resource.updatedAt !== null && resource.updatedAt >= mountedAt.current
  const running = resource.data?.orders.some((order) => order.status === 1) ?? false
  const live = !fresh || running
  useEffect(() => {
    if (!live) return
    return microOrdersPoller.subscribe(setResource)
  }, [live])
  return resource
}
