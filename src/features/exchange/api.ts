import type { Asset } from '@contract/api'
import type { ExchangeRequest } from '@contract/schemas/exchange'
import type { ExchangeAnswer, UserBalance } from '@contract/wallet'
import { idempotencyHeader } from '@contract/wallet'
import { http } from '@/shared/lib/http'

export function fetchUserBalance(signal?: AbortSignal): Promise<UserBalance> {
  return http.post<UserBalance>('/api/user_balance', {}, { signal })
}

/** do 0: a quote at the current price (quiet: a refused quote shows next to the form, not as a toast). */
export function requestQuote(request: Omit<ExchangeRequest, 'do'>, signal: AbortSignal): Promise<ExchangeAnswer> {
  return http.post<ExchangeAnswer>('/api/exchange_result2', { ...request, do: 0 }, { signal, quiet: true })
}

/** do 1: executes at the price at submission. */
export function executeExchange(request: Omit<ExchangeRequest, 'do'>, idempotencyKey: string): Promise<ExchangeAnswer> {
  return http.post<ExchangeAnswer>(
    '/api/exchange_result2',
    { ...request, do: 1 },
    { headers: { [idempotencyHeader]: idempotencyKey } },
  )
}

export type { Asset }
