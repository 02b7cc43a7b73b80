import { useLingui } from '@lingui/react/macro'
import { useSetAtom } from 'jotai'
import { useCallback, useRef, useState } from 'react'
import { newIdempotencyKey } from '@/features/wallet'
import { ApiError } from '@/shared/lib/http'
import { showToastAtom } from '@/shared/ui/toast'
import { placeCoinOrder } from './api'
import { refreshSpot } from './atoms'
import { type SpotForm, toOrderRequest } from './model'

/**
 * Places a spot order (buy -> /api/coin_buy, sell -> /api/coin_sell), one at a time, with one Idempotency-Key
 * per user action (kept for a retry after a network failure, dropped after an answer or a form change).
 */
export function usePlaceCoinOrder(pid: number, onDone: () => void) {
  const { t } = useLingui()
  const showToast = useSetAtom(showToastAtom)
  const inFlight = useRef(false)
  const key = useRef<string | null>(null)
  const [busy, setBusy] = useState(false)

  const place = useCallback(
    async (form: SpotForm) => {
      if (inFlight.current) return
      inFlight.current = true
      setBusy(true)
      key.current ??= newIdempotencyKey()
      try {
        const { data: order, msg } = await placeCoinOrder(form.side, toOrderRequest(pid, form), key.current)
        key.current = null
        showToast({ kind: 'success', text: msg || (order.status === 1 ? t`Order filled` : t`Order placed`) })
        onDone()
      } catch (error) {
        // The shell has shown the server's message.
        if (error instanceof ApiError) key.current = null
      } finally {
        inFlight.current = false
        setBusy(false)
        refreshSpot(pid)
      }
    },
    [pid, onDone, showToast, t],
  )
  const forget = useCallback(() => {
    key.current = null
  }, [])
  return { place, busy, forget }
}
