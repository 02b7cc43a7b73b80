import { type Asset, assetDecimals, assets } from '@contract/api'
import { decimalsOf, isPositiveDecimal } from '@/shared/lib/decimal'

export const exchangeCoins: readonly Asset[] = assets

/** 0: the from amount was edited last; 1: the to amount. */
export type EditedSide = 0 | 1

export interface ExchangeForm {
  from: Asset
  to: Asset
  fromAmount: string
  toAmount: string
  edited: EditedSide
}

export const initialExchangeForm: ExchangeForm = { from: 'USDT', to: 'BTC', fromAmount: '', toAmount: '', edited: 0 }

/** The amount a quote or execution is asked for: the side the user edited. */
export function editedAmount(form: ExchangeForm): string {
  return form.edited === 0 ? form.fromAmount : form.toAmount
}

/** An amount above zero the coin's ledger can hold (at most 6 decimals for USDT, 8 for BTC and ETH). */
function isCoinAmount(amount: string, coin: Asset): boolean {
  return isPositiveDecimal(amount) && decimalsOf(amount) <= assetDecimals[coin]
}

/** A quote is asked only for an edited amount above zero (spec section 5). */
export function needsQuote(form: ExchangeForm): boolean {
  return form.from !== form.to && isCoinAmount(editedAmount(form), form.edited === 0 ? form.from : form.to)
}

export function canSubmitExchange(form: ExchangeForm): boolean {
  return form.from !== form.to && needsQuote(form) && isCoinAmount(form.fromAmount, form.from)
}

/** Picking a coin already on the other side swaps the two. */
export function chooseCoin(form: ExchangeForm, side: 'from' | 'to', coin: Asset): ExchangeForm {
  const other = side === 'from' ? form.to : form.from
  if (coin === other) return swapSides(form)
  return { ...form, [side]: coin, ...(form.edited === 0 ? { toAmount: '' } : { fromAmount: '' }) }
}

export function swapSides(form: ExchangeForm): ExchangeForm {
  return {
    from: form.to,
    to: form.from,
    fromAmount: form.toAmount,
    toAmount: form.fromAmount,
    edited: form.edited === 0 ? 1 : 0,
  }
}
