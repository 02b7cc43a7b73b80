import type { ExchangeAnswer } from '@contract/wallet'
import { useEffect, useState } from 'react'
import { EXCHANGE_QUOTE_DELAY_MS } from '@/shared/lib/constants'
import { ApiError } from '@/shared/lib/http'
import { requestQuote } from './api'
import { type ExchangeForm, editedAmount, needsQuote } from './model'

export interface QuoteState {
  quote: ExchangeAnswer | null
  error: string | null
  pending: boolean
}

/**
 * Asks for a quote 500 ms after the last edit (a newer edit cancels the wait and any request in flight) and
 * writes the other side's amount into the form. Nothing is asked for an amount of zero or less.
 */
export function useQuote(form: ExchangeForm, setOther: (amount: string) => void): QuoteState {
  const [state, setState] = useState<QuoteState>({ quote: null, error: null, pending: false })
  const amount = editedAmount(form)
  const { from, to, edited } = form
  const wanted = needsQuote(form)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a quote follows the inputs only, not the setter.
  useEffect(() => {
    if (!wanted) {
      setState({ quote: null, error: null, pending: false })
      return
    }
    const controller = new AbortController()
    setState((previous) => ({ ...previous, pending: true }))
    const timer = setTimeout(() => {
      requestQuote({ from, to, amount, type: edited }, controller.signal).then(
        (quote) => {
          setOther(quote.amount)
          setState({ quote, error: null, pending: false })
        },
        (error: unknown) => {
          if (controller.signal.aborted) return
          const message = error instanceof ApiError ? error.msg : null
          setState({ quote: null, error: message, pending: false })
        },
      )
    }, EXCHANGE_QUOTE_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [from, to, amount, edited, wanted])
  return state
}
