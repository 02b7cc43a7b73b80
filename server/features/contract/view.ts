// The API view of a contract order (contract/contract-trading.ts ContractOrder): one meaning per status,
// prices at the product's precision, money in USDT.
import type { LanguageCode } from '../../../contract/api'
import type { ContractHistoryEntry, ContractOrder, ContractStopsFrom } from '../../../contract/contract-trading'
import type { Leverage } from '../../../contract/rules/contract'
import { settle } from '../../../contract/rules/contract'
import { divide, formatDecimal } from '../../../contract/rules/decimal'
import type { Db } from '../../db/db'
import type { ContractOrderRow } from '../../db/schema'
import { formatAmount } from '../../ledger/money'
import { formatUnits } from '../../market/price'
import type { ProductState } from '../../market/state'
import { productTextsIn, type TextOf } from '../../market/texts'
import { logoOf } from '../market'
import type { StopsEdit } from './repo'

const usdt = (v: bigint) => formatAmount(v, 'USDT')

/** Lots held: margin / hand_price, up to 4 decimals (a partial close leaves a fraction). */
export function lotsOf(margin: bigint, handPrice: bigint): string {
  return formatDecimal(divide(margin * 10_000n, handPrice, 'down'), 4, 0)
}

/** What the user's result is: unrealized at `mark` while open, realized once closed, 0 otherwise (USDT minor). */
export function resultOf(o: ContractOrderRow, mark: number): bigint {
  const margin = o.margin
  if (o.status === 2) return (o.payout ?? 0n) - margin
  if (o.status !== 1 || mark <= 0) return 0n
  return settle(o.side, margin, o.notional, BigInt(o.price), BigInt(mark)).payout - margin
}

/** `textOf`: the products' texts in the reader's language (market/texts.ts); the stored title without it. */
export function orderView(state: ProductState | undefined, o: ContractOrderRow, textOf?: TextOf): ContractOrder {
  const precision = state?.row.precision ?? 2
  const price = (units: number | null) => (units === null ? '' : formatUnits(units, precision))
  const tick = (t: number | null, p: number | null) => (t === null || p === null ? null : { t, price: price(p) })
  const mark = state?.last ?? 0
  const result = resultOf(o, mark)
  const closed = o.status === 2
  return {
    oid: o.id,
    pid: o.product_id,
    pname: textOf?.(o.product_id)?.title ?? state?.row.title ?? '',
    logo: state ? logoOf(state) : '',
    type: o.side,
    status: o.status,
    price_type: o.price_type,
    hand: lotsOf(o.margin, o.hand_price),
    level: o.leverage as Leverage,
    num: usdt(o.margin),
    notional: usdt(o.notional),
    fee: usdt(o.fee),
    buyprice: price(o.price),
    sellprice: price(o.close_price),
    price: closed ? price(o.close_price) : price(mark),
    profit: usdt(result),
    stop_win: price(o.stop_win),
    stop_loss: price(o.stop_loss),
    liq_price: price(o.liq_price),
    maintenance: o.maintenance,
    close_reason: o.close_reason,
    is_win: closed ? (result >= 0n ? 1 : 2) : 0,
    addtime: o.created_at,
    opentime: o.opened_at,
    closetime: o.closed_at,
    open_tick: tick(o.open_t, o.open_tick_price),
    close_tick: tick(o.close_t, o.close_price),
    parent_oid: o.parent_id,
  }
}

/**
 * A closed position's stops over its life (in units), from its edits (oldest first; a part reads its parent's):
 * each edit ends the stops it replaced at its tick time; the last stops are the row's own. Stops set after the
 * close are left out.
 */
export function stopsTimeline(o: ContractOrderRow, edits: readonly StopsEdit[]) {
  const out: { from_t: number; stop_win: number | null; stop_loss: number | null }[] = []
  let from = o.placed_t
  for (const edit of edits) {
    out.push({ from_t: from, stop_win: edit.prevStopWin, stop_loss: edit.prevStopLoss })
    from = edit.t
  }
  out.push({ from_t: from, stop_win: o.stop_win, stop_loss: o.stop_loss })
  const end = o.close_t ?? Number.POSITIVE_INFINITY
  return out.filter((s, i) => i === 0 || s.from_t < end)
}

/** What a check of a closed position reads besides the order: its placement tick time and its stops over time. */
export function verifyFields(
  state: ProductState | undefined,
  o: ContractOrderRow,
  edits: readonly StopsEdit[],
): Pick<ContractHistoryEntry, 'placed_t' | 'stops'> {
  if (o.status !== 2) return { placed_t: o.placed_t }
  const precision = state?.row.precision ?? 2
  const price = (units: number | null) => (units === null ? '' : formatUnits(units, precision))
  const stops: ContractStopsFrom[] = stopsTimeline(o, edits).map((s) => ({
    from_t: s.from_t,
    stop_win: price(s.stop_win),
    stop_loss: price(s.stop_loss),
  }))
  return { placed_t: o.placed_t, stops }
}

/**
 * A history card: the order and the spec's history field names (contract/contract-trading.ts). Written out field
 * by field, not spread: a page builds 20 of these, and a literal of fixed shape is several times cheaper to make
 * and to serialize than a spread of the order (the type checks that no field is missing).
 */
export function historyEntry(
  o: ContractOrder,
  extra: Pick<ContractHistoryEntry, 'placed_t' | 'stops'> = {},
): ContractHistoryEntry {
  return {
    oid: o.oid,
    pid: o.pid,
    pname: o.pname,
    logo: o.logo,
    type: o.type,
    status: o.status,
    price_type: o.price_type,
    hand: o.hand,
    level: o.level,
    num: o.num,
    notional: o.notional,
    fee: o.fee,
    buyprice: o.buyprice,
    sellprice: o.sellprice,
    price: o.price,
    profit: o.profit,
    stop_win: o.stop_win,
    stop_loss: o.stop_loss,
    liq_price: o.liq_price,
    maintenance: o.maintenance,
    close_reason: o.close_reason,
    is_win: o.is_win,
    addtime: o.addtime,
    opentime: o.opentime,
    closetime: o.closetime,
    open_tick: o.open_tick,
    close_tick: o.close_tick,
    parent_oid: o.parent_oid,
    placed_t: extra.placed_t,
    stops: extra.stops,
    id: o.oid,
    hyzd: o.type,
    s_price_type: o.price_type,
    s_hand: o.hand,
    s_stop_win: o.stop_win,
    s_stop_loss: o.stop_loss,
    s_fee: o.fee,
    ploss: o.profit,
    buytime: o.opentime ?? o.addtime,
    selltime: o.closetime,
  }
}

/** An order answered by a write call, with its product's title in the reader's language. */
export async function titledOrder(db: Db, lang: LanguageCode, order: ContractOrder): Promise<ContractOrder> {
  const title = (await productTextsIn(db, lang))(order.pid)?.title
  return title === undefined ? order : { ...order, pname: title }
}
