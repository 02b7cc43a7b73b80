import type { ExchangeRequest } from '@contract/schemas/exchange'
import { moneyActionAtom } from '@/shared/lib/money-action'
import { resourceAtom } from '@/shared/lib/resource'
import { executeExchange, fetchUserBalance } from './api'

/** POST /api/user_balance: the available USDT, BTC and ETH (for the Available line and Max). */
export const userBalanceAtom = resourceAtom({
  key: 'exchange.balance',
  scope: 'session',
  fetch: (_param, signal) => fetchUserBalance(signal),
})

/** do 1: exchanges at the price at submission; the balances reload after it. */
export const executeExchangeAtom = moneyActionAtom({
  run: (request: Omit<ExchangeRequest, 'do'>, idempotencyKey) => executeExchange(request, idempotencyKey),
  onSuccess: (_get, set) => set(userBalanceAtom, 'refresh'),
})
