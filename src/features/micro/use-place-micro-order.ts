import type { MicroOrderRequest } from '@contract/schemas/micro'
import type { MicroOrderPlaced } from '@contract/trading'
import { useCallback, useRef, useState } from 'react'
import { newIdempotencyKey } from '@/features/wallet'
import { ApiError } from '@/shared/lib/http'
import { placeMicroOrder } from './api'

/**
 * Places a timed order at most once at a time: a second submit while one is in flight is dropped (the ref is
 * checked synchronously, before any re-render). One Idempotency-Key per user action: a retry after a network
 * failure reuses it, a refusal or a changed form (forget()) starts a new one.
 */
export function usePlaceMicroOrder(onPlaced: (placed: MicroOrderPlaced, request: MicroOrderRequest) => void) {
  const inFlight = useRef(false)
  const key = useRef<string | null>(null)
  const [busy, setBusy] = useState(false)

  const place = useCallback(
    async (request: MicroOrderRequest) => {
      if (inFlight.current) return
      inFlight.current = true
      setBusy(true)
      key.current ??= newIdempotencyKey()
      try {
        const placed = await placeMicroOrder(request, key.current)
        key.current = null
        onPlaced(placed, request)
      } catch (error) {
        // The shell has shown the server's message; a refusal is final for this key.
        if (error instanceof ApiError) key.current = null
      } finally {
        inFlight.current = false
        setBusy(false)
      }
    },
    [onPlaced],
  )
  const forget = useCallback(() => {
    key.current = null
  }, [])
  return { place, busy, forget }
}
