// Market state -> the contract's shapes (decimal strings at each product's precision).
import type {
  Candle,
  KlineLatest,
  MarketTrade,
  MicroContract,
  PriceDirection,
  Product,
  ProductCategory,
  ProductListItem,
} from '../../../contract/market'
import type { CandleValues } from '../../market/candles'
import type { Market } from '../../market/market'
import { formatChange, formatCompact, formatUnits, volumeDecimals } from '../../market/price'
import type { ProductState } from '../../market/state'
import { changeBasisPoints } from '../../market/stats'
import type { ProductStatus } from '../../market/status'
import type { ProductText } from '../../market/texts'

export interface ProductView extends Product {
  /** For ranking only; not serialized. */
  changeBp: number
  turnover: number
}

export function logoOf(state: ProductState): string {
  return `/media/logos/${state.row.code}.svg`
}

export function direction(changeBp: number): PriceDirection {
  if (changeBp > 0) return 0
  if (changeBp < 0) return 1
  return 2
}

/** `text`: the product's texts in the reader's language (market/texts.ts); the stored ones without it. */
export function listItem(state: ProductState, text: ProductText | undefined): ProductListItem {
  const { id, code, precision } = state.row
  const title = text?.title ?? state.row.title
  const name = text?.name ?? state.row.name
  return { id, code, title, name, logo: logoOf(state), category: state.row.category as ProductCategory, precision }
}

export function productView(
  market: Market,
  state: ProductState,
  text: ProductText | undefined,
  status: ProductStatus,
): ProductView {
  const stats = market.stats(state)
  const price = formatUnits(state.last, state.row.precision)
  const changeBp = changeBasisPoints(stats.open, stats.last)
  const vol = Math.round(stats.turnover)
  return {
    ...listItem(state, text),
    price,
    c: price,
    change: formatChange(stats.open, stats.last),
    vol: vol.toString(),
    vol_format: formatCompact(vol),
    type: direction(changeBp),
    status: status.status,
    t: status.t,
    ...(status.source === undefined ? {} : { source: status.source }),
    changeBp,
    turnover: stats.turnover,
  }
}

/** Drops the ranking fields before serialization. */
export function toProduct({ changeBp: _c, turnover: _t, ...product }: ProductView): Product {
  return product
}

export function candleView(state: ProductState, candle: CandleValues): Candle {
  const p = state.row.precision
  const vd = volumeDecimals(state.last, p)
  return {
    t: candle.t,
    o: formatUnits(candle.o, p),
    h: formatUnits(candle.h, p),
    l: formatUnits(candle.l, p),
    c: formatUnits(candle.c, p),
    v: formatUnits(Math.round(candle.v * 10 ** vd), vd),
  }
}

export function tradeViews(state: ProductState): MarketTrade[] {
  const p = state.row.precision
  const vd = volumeDecimals(state.last, p)
  return state.trades.map((t) => ({
    price: formatUnits(t.price, p),
    num: formatUnits(Math.round(t.num * 10 ** vd), vd),
    type: t.type,
    t: t.t,
  }))
}

export function latestView(
  market: Market,
  state: ProductState,
  text: ProductText | undefined,
  extra: { micro: MicroContract[]; userinfo: { money: string } | null; status: ProductStatus },
): KlineLatest {
  const stats = market.stats(state)
  const p = state.row.precision
  const view = productView(market, state, text, extra.status)
  return {
    ...listItem(state, text),
    desc: text?.desc ?? state.row.description,
    c: view.price,
    o: formatUnits(stats.open, p),
    h: formatUnits(stats.high, p),
    l: formatUnits(stats.low, p),
    vol: view.vol,
    vol_format: view.vol_format,
    change: view.change,
    ce: formatUnits(stats.last - stats.open, p),
    type: view.type,
    t: state.lastT,
    status: extra.status.status,
    micro_contract: extra.micro,
    micro_fee: state.row.micro_fee,
    userinfo: extra.userinfo,
  }
}
