import type { CoinOrderRequest } from '@contract/schemas/spot'
import type { CoinMarketInfo, CoinOrder, CoinOrdersAnswer } from '@contract/trading'
import { idempotencyHeader } from '@contract/wallet'
import { type Answer, http } from '@/shared/lib/http'
import type { Side } from './model'

/** POST /main/coin_lvs {pid}: price, book, fee rate, and (signed in) balances and waiting orders. */
export function fetchCoinMarket(pid: number, signal?: AbortSignal): Promise<CoinMarketInfo> {
  return http.post<CoinMarketInfo>('/main/coin_lvs', { pid }, { signal, quiet: true })
}

/** GET /api/coin_orders: every order of the caller, newest first. */
export function fetchCoinOrders(signal?: AbortSignal): Promise<CoinOrdersAnswer> {
  return http.get<CoinOrdersAnswer>('/api/coin_orders', { signal })
}

/** A buy goes to /api/coin_buy, a sell to /api/coin_sell; one Idempotency-Key per user action. */
export function placeCoinOrder(
  side: Side,
  request: CoinOrderRequest,
  idempotencyKey: string,
): Promise<Answer<CoinOrder>> {
  return http.postWithMessage<CoinOrder>(side === 0 ? '/api/coin_buy' : '/api/coin_sell', request, {
    headers: { [idempotencyHeader]: idempotencyKey },
  })
}

export function cancelCoinOrder(oid: number): Promise<Answer<CoinOrder>> {
  return http.postWithMessage<CoinOrder>('/api/coin_cancel', { oid })
}
