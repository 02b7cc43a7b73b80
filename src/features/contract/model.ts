// Leveraged contract orders: the form's checks and the figures shown before an order, pure. Every figure is the
// API contract's rule (contract/rules/contract.ts) in exact integers, the one the server settles with: margin =
// lots x hand_price, notional = margin x leverage, the fee on the notional rounded up, the liquidation price from
// the reference price (the mark for a market order, the limit price for a limit order).
import type { ContractOrder, ContractProductInfo } from '@contract/contract-trading'
import {
  type CloseShare,
  type ContractSide,
  closedPart,
  defaultLeverage,
  type Leverage,
  liquidationPrice,
  orderCost,
  type StopsProblem,
  settle,
  stopsProblem,
} from '@contract/rules/contract'
import { divide, formatDecimal, parseDecimal } from '@contract/rules/decimal'
import { parsePercent } from '@contract/rules/percent'
import { maxContractLots, type SizeShare, shareOf } from '@contract/rules/sizing'
import type { ContractOrderRequest } from '@contract/schemas/contract'
import { decimalsOf, toUnits, USDT_SCALE } from '@/shared/lib/decimal'

export type PriceType = 0 | 1

export interface ContractForm {
  side: ContractSide
  priceType: PriceType
  leverage: Leverage
  price: string
  hand: string
  stopWin: string
  stopLoss: string
}

/** The product's highest offered leverage (100X where offered, the spec's default). */
export function defaultLeverageOf(info: Pick<ContractProductInfo, 'leverages'>): Leverage {
  if (info.leverages.includes(defaultLeverage)) return defaultLeverage
  return info.leverages.reduce<Leverage>((best, l) => (l > best ? l : best), info.leverages[0] ?? defaultLeverage)
}

export function initialContractForm(info: Pick<ContractProductInfo, 'leverages'>): ContractForm {
  return { side: 0, priceType: 0, leverage: defaultLeverageOf(info), price: '', hand: '', stopWin: '', stopLoss: '' }
}

/** Lots as a number (a whole number of at most 9 digits), or null for an empty or zero entry. */
function lotsOf(hand: string): number | null {
  const lots = parseDecimal(hand, 0, { wholeDigits: 9 })
  return lots !== null && lots > 0n ? Number(lots) : null
}

/** A price in the product's units; null when empty, not a positive decimal or finer than the precision. */
export function priceUnits(value: string, precision: number): bigint | null {
  const units = parseDecimal(value, precision)
  return units !== null && units > 0n ? units : null
}

/** The price the liquidation price and the triggers are measured from: the mark, or the limit price. */
export function referencePrice(info: ContractProductInfo, form: ContractForm): bigint | null {
  return priceUnits(form.priceType === 0 ? info.price : form.price, info.precision)
}

export interface ContractQuote {
  margin: string
  notional: string
  fee: string
  /** Margin + fee: what the order takes from the available balance. */
  total: string
  /** At the product's precision; null until the reference price is known. */
  liquidation: string | null
}

export function calculateContractQuote(info: ContractProductInfo, form: ContractForm): ContractQuote | null {
  const lots = lotsOf(form.hand)
  const handPrice = toUnits(info.hand_price, USDT_SCALE)
  if (lots === null || handPrice === null) return null
  const cost = orderCost(lots, handPrice, form.leverage, info.hand_fee)
  const reference = referencePrice(info, form)
  const liq = reference === null ? null : liquidationPrice(form.side, reference, form.leverage, info.maintenance)
  return {
    margin: formatDecimal(cost.margin, USDT_SCALE),
    notional: formatDecimal(cost.notional, USDT_SCALE),
    fee: formatDecimal(cost.fee, USDT_SCALE),
    total: formatDecimal(cost.total, USDT_SCALE),
    liquidation: liq === null ? null : formatDecimal(liq, info.precision),
  }
}

/**
 * The lots a size chip fills in: the most whole lots `share` percent of the available margin pays for at the
 * leverage, margin and open fee together (rules/sizing.ts, checked against the server); null when not one lot.
 */
export function calculateContractLots(
  info: Pick<ContractProductInfo, 'hand_price' | 'hand_fee'>,
  balance: string | null,
  leverage: Leverage,
  share: SizeShare,
): string | null {
  const budget = balance === null ? null : toUnits(balance, USDT_SCALE)
  const handPrice = toUnits(info.hand_price, USDT_SCALE)
  if (budget === null || handPrice === null || !parsePercent(info.hand_fee)) return null
  const lots = maxContractLots(shareOf(budget, share), handPrice, leverage, info.hand_fee)
  return lots > 0 ? String(lots) : null
}

export type ContractFormError = 'quantity' | 'price' | 'leverage' | StopsProblem

/** A trigger field: '' for none, else its price (null when it is not a price at the product's precision). */
function trigger(value: string, precision: number): bigint | null | 'none' {
  return value === '' ? 'none' : priceUnits(value, precision)
}

/** Checks the stops the way the server does (rules/contract.ts stopsProblem). */
export function validateStops(
  side: ContractSide,
  reference: bigint,
  liq: bigint,
  stopWin: string,
  stopLoss: string,
  precision: number,
): StopsProblem | null {
  const win = trigger(stopWin, precision)
  const loss = trigger(stopLoss, precision)
  if (win === null) return 'stop_win_invalid'
  if (loss === null) return 'stop_loss_invalid'
  return stopsProblem(side, reference, liq, win === 'none' ? null : win, loss === 'none' ? null : loss)
}

export function validateContractForm(info: ContractProductInfo, form: ContractForm): ContractFormError | null {
  if (lotsOf(form.hand) === null) return 'quantity'
  if (!info.leverages.includes(form.leverage)) return 'leverage'
  const reference = referencePrice(info, form)
  if (reference === null) return 'price'
  const liq = liquidationPrice(form.side, reference, form.leverage, info.maintenance)
  return validateStops(form.side, reference, liq, form.stopWin, form.stopLoss, info.precision)
}

/** The order payload (`level` is the leverage); a market order sends no price. */
export function toOrderRequest(pid: number, form: ContractForm): ContractOrderRequest {
  return {
    pid,
    type: form.side,
    price_type: form.priceType,
    ...(form.priceType === 1 ? { price: form.price } : {}),
    hand: form.hand,
    level: form.leverage,
    stop_win: form.stopWin,
    stop_loss: form.stopLoss,
  }
}

/**
 * How far the mark is from the liquidation price, in percent of the mark (2 decimals, rounded toward zero); a
 * negative distance means the mark is through it. Null when either price is missing.
 */
export function liquidationDistance(order: Pick<ContractOrder, 'type' | 'price' | 'liq_price'>): string | null {
  const precision = Math.max(decimalsOf(order.price), decimalsOf(order.liq_price))
  const mark = priceUnits(order.price, precision)
  const liq = parseDecimal(order.liq_price, precision)
  if (mark === null || liq === null) return null
  const gap = order.type === 0 ? mark - liq : liq - mark
  return formatDecimal(divide(gap * 10_000n, mark, 'down'), 2)
}

/**
 * Return on equity: PnL over the margin it was made with, percent with 2 decimals (toward zero), signed; null
 * when either is missing or the margin is zero.
 */
export function calculateRoe(profit: string, margin: string): string | null {
  const pnl = parseDecimal(profit, USDT_SCALE, { signed: true })
  const base = toUnits(margin, USDT_SCALE)
  if (pnl === null || base === null || base <= 0n) return null
  return formatDecimal(divide(pnl * 10_000n, base, 'down'), 2)
}

export interface CloseResult {
  /** What closing the share realizes now, signed USDT. */
  profit: string
  /** That profit over the share's margin, percent. */
  roe: string | null
}

/** calculateCloseProfit with its ROE on the closed share's margin. */
export function calculateCloseResult(
  order: Pick<ContractOrder, 'type' | 'num' | 'level' | 'buyprice' | 'price'>,
  share: CloseShare,
): CloseResult | null {
  const profit = calculateCloseProfit(order, share)
  const margin = toUnits(order.num, USDT_SCALE)
  if (profit === null || margin === null) return null
  const part = closedPart(margin, order.level, share)
  return { profit, roe: calculateRoe(profit, formatDecimal(part.margin, USDT_SCALE)) }
}

/**
 * What closing `share` percent of an open position at its current mark realizes, as the server settles the
 * closed part (rules/contract.ts closedPart and settle): payout - margin of that part, signed USDT. Null when a
 * figure is missing.
 */
export function calculateCloseProfit(
  order: Pick<ContractOrder, 'type' | 'num' | 'level' | 'buyprice' | 'price'>,
  share: CloseShare,
): string | null {
  const precision = Math.max(decimalsOf(order.buyprice), decimalsOf(order.price))
  const margin = toUnits(order.num, USDT_SCALE)
  const entry = priceUnits(order.buyprice, precision)
  const mark = priceUnits(order.price, precision)
  if (margin === null || entry === null || mark === null) return null
  const part = closedPart(margin, order.level, share)
  const result = settle(order.type, part.margin, part.notional, entry, mark).payout - part.margin
  return formatDecimal(result, USDT_SCALE)
}

/** The history filter: the spec's dropdown labels holding 0 and pending 1; the API asks for status hold|wait. */
export const historyFilters = ['all', 'hold', 'wait'] as const
export type HistoryFilter = (typeof historyFilters)[number]
