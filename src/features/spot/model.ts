// Spot orders (BTC/USDT, ETH/USDT): the form's checks and figures, and the history filters. Pure; fee and
// totals are the API contract's rules (contract/rules/spot.ts), the ones the server charges: the fee rounds
// up to 1e-8 coin, a buy pays amount x price rounded up to 1e-6 USDT, a sell receives (amount - fee) x price
// rounded down.
import { formatDecimal, parseDecimal } from '@contract/rules/decimal'
import { parsePercent } from '@contract/rules/percent'
import { maxSpotAmount, type SizeShare, shareOf } from '@contract/rules/sizing'
import { spotFill, spotMinUsdt } from '@contract/rules/spot'
import type { CoinOrderRequest } from '@contract/schemas/spot'
import type { CoinMarketInfo, CoinOrder, CoinOrderStatus } from '@contract/trading'
import { COIN_SCALE, decimalsOf, isPositiveDecimal, toUnits, USDT_SCALE } from '@/shared/lib/decimal'

/** The spot pairs and the default one (spec: /coin/12, back from /coin_history goes to /coin/12). */
export const spotPairs = [
  { id: 12, title: 'BTC/USDT', coin: 'BTC' },
  { id: 13, title: 'ETH/USDT', coin: 'ETH' },
] as const
export const DEFAULT_SPOT_PAIR = 12

/** 0 buy, 1 sell; price type 0 market, 1 limit (the API's numbering). */
export type Side = 0 | 1
export type PriceType = 0 | 1

export interface SpotForm {
  side: Side
  priceType: PriceType
  price: string
  amount: string
}

export const initialSpotForm: SpotForm = { side: 0, priceType: 0, price: '', amount: '' }

export type SpotFormError = 'quantity' | 'price'

export function validateSpotForm(form: SpotForm): SpotFormError | null {
  if (!isPositiveDecimal(form.amount) || decimalsOf(form.amount) > COIN_SCALE) return 'quantity'
  if (form.priceType === 1 && (!isPositiveDecimal(form.price) || decimalsOf(form.price) > COIN_SCALE)) return 'price'
  return null
}

/** The price a market order fills at: the best ask for a buy, the best bid for a sell (else the last price). */
export function marketPrice(info: CoinMarketInfo, side: Side): string {
  const best = side === 0 ? info.level5_up[0] : info.level5_down[0]
  return best?.p ?? info.price
}

export interface SpotQuote {
  /** Fee in the coin: amount x rate / 100, rounded up to 1e-8. */
  fee: string
  /** USDT paid (buy) or received (sell). */
  total: string
}

export function calculateSpotQuote(form: SpotForm, price: string, ratePercent: string): SpotQuote | null {
  const amount = parseDecimal(form.amount, COIN_SCALE)
  const decimals = decimalsOf(price)
  const units = parseDecimal(price, decimals)
  if (amount === null || units === null || units === 0n || !parsePercent(ratePercent)) return null
  const fill = spotFill({ side: form.side, amount, coinDecimals: COIN_SCALE, price: { units, decimals }, ratePercent })
  return { fee: formatDecimal(fill.fee, COIN_SCALE), total: formatDecimal(fill.usdt, USDT_SCALE) }
}

/** The balance an order spends: USDT for a buy, the coin for a sell; null for a visitor. */
export function spendableOf(info: CoinMarketInfo, side: Side): string | null {
  return side === 0 ? info.balance_usdt : (info.balance_coin ?? info.balance_btc)
}

/**
 * The quantity a size chip fills in: the largest order `share` percent of the balance pays for at the order's
 * price (the best ask or bid of a market order, the limit price), fee included (rules/sizing.ts, checked against
 * the server); null when that order would be worth less than the 1 USDT minimum or a figure is missing.
 */
export function calculateSpotAmount(info: CoinMarketInfo, form: SpotForm, share: SizeShare): string | null {
  const balance = spendableOf(info, form.side)
  const budget = balance === null ? null : toUnits(balance, form.side === 0 ? USDT_SCALE : COIN_SCALE)
  const price = form.priceType === 0 ? marketPrice(info, form.side) : form.price
  const decimals = decimalsOf(price)
  const units = parseDecimal(price, decimals)
  if (budget === null || units === null || units === 0n || !parsePercent(info.c2c_rate)) return null
  const amount = maxSpotAmount({
    side: form.side,
    budget: shareOf(budget, share),
    coinDecimals: COIN_SCALE,
    price: { units, decimals },
    ratePercent: info.c2c_rate,
    minUsdt: spotMinUsdt,
  })
  return amount === null ? null : formatDecimal(amount, COIN_SCALE, 0)
}

/** The order payload: a market order sends no price. */
export function toOrderRequest(pid: number, form: SpotForm): CoinOrderRequest {
  return {
    pid,
    ...(form.side === 0 ? { type: 0 } : {}),
    price_type: form.priceType,
    ...(form.priceType === 1 ? { price: form.price } : {}),
    amount: form.amount,
  }
}

export type HistoryTab = 'current' | 'history'

export interface OrderFilter {
  side: Side | null
  /** Only on the history tab: 1 done, 2 cancelled. */
  status: Exclude<CoinOrderStatus, 0> | null
}

export const noFilter: OrderFilter = { side: null, status: null }

/** Current orders are the waiting ones (0); history holds done (1) and cancelled (2). */
export function filterOrders(orders: readonly CoinOrder[], tab: HistoryTab, filter: OrderFilter): CoinOrder[] {
  return orders.filter((order) => {
    if (tab === 'current' ? order.status !== 0 : order.status === 0) return false
    if (filter.side !== null && order.buy_or_sell !== filter.side) return false
    return tab === 'current' || filter.status === null || order.status === filter.status
  })
}
