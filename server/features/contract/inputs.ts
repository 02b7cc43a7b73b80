// Parsing of the order form's fields into exact integers, each with its own message; and the stops check's
// messages.
import {
  type ContractSide,
  liquidationPrice,
  maxLots,
  type StopsProblem,
  stopsProblem,
} from '../../../contract/rules/contract'
import { invalid } from '../../errors'
import { formatUnits, priceUnitsOf } from '../../market/price'

/** Lots: digits only, at least one. */
export function handOf(text: string): number {
  if (text === '' || text === '0') throw invalid('quantity_required')
  if (!/^\d{1,7}$/.test(text) || Number(text) > maxLots) throw invalid('contract_hand_invalid')
  return Number(text)
}

/** A price at the product's precision, in units. */
export function priceUnits(text: string, precision: number): number {
  if (text === '') throw invalid('price_required')
  const units = priceUnitsOf(text, precision, 15)
  if (units === null || units <= 0) throw invalid('price_invalid')
  return units
}

/** A take-profit or stop-loss: '' or zero for none. */
export function triggerPrice(text: string, precision: number): number | null {
  if (text === '' || /^0*(\.0*)?$/.test(text)) return null
  return priceUnits(text, precision)
}

const stopsKeys = {
  stop_win_invalid: ['contract_tp_long', 'contract_tp_short'],
  stop_loss_invalid: ['contract_sl_long', 'contract_sl_short'],
} as const

/** Refuses stops that `stopsProblem` refuses, with the side's own message. */
export function checkStops(
  side: ContractSide,
  reference: number,
  liq: number,
  stopWin: number | null,
  stopLoss: number | null,
  precision: number,
): void {
  const big = (v: number | null) => (v === null ? null : BigInt(v))
  const problem: StopsProblem | null = stopsProblem(side, BigInt(reference), BigInt(liq), big(stopWin), big(stopLoss))
  if (problem === null) return
  if (problem === 'stop_loss_beyond_liquidation') {
    throw invalid('contract_sl_liquidation', { liq: formatUnits(liq, precision) })
  }
  throw invalid(stopsKeys[problem][side])
}

export function liquidationUnits(side: ContractSide, entry: number, leverage: number, maintenance: string): number {
  return Number(liquidationPrice(side, BigInt(entry), leverage, maintenance))
}
