// The 5-level book of a spot pair, synthesized around the last price (market/book.ts). A market buy fills at
// the best ask (level5_up[0]), a market sell at the best bid (level5_down[0]); both depend on the price only.
import type { CoinBookLevel } from '../../../contract/trading'
import { synthesizeBook } from '../../market/book'
import type { ProductState } from '../../market/market'
import { formatUnits, volumeDecimals } from '../../market/price'

const LEVELS = 5
/** One level holds about this many seconds of the simulated turnover. */
const LEVEL_SECONDS = 20

export function bookAt(state: ProductState, seq: number, price: number) {
  const quote = price / 10 ** state.row.precision
  const baseVolume = quote > 0 ? ((state.row.turnover / 86400) * LEVEL_SECONDS) / quote : 0
  return synthesizeBook(state.row.id, seq, price, LEVELS, baseVolume)
}

/** Best ask (side 0, what a buy pays) or best bid (side 1, what a sell gets) at a price, in units. */
export function bestPrice(state: ProductState, price: number, side: 0 | 1): number {
  const book = bookAt(state, 0, price)
  const level = side === 0 ? book.ups[0] : book.downs[0]
  return level?.p ?? price
}

/** The book shown with the product: its noise follows the last tick, so every process shows the same book. */
export function bookView(state: ProductState) {
  const p = state.row.precision
  const vd = volumeDecimals(state.last, p)
  const levels = (side: { p: number; v: number; w: number }[]): CoinBookLevel[] =>
    side.map((l) => ({ p: formatUnits(l.p, p), v: formatUnits(Math.round(l.v * 10 ** vd), vd), w: l.w }))
  const book = bookAt(state, state.lastT, state.last)
  return { level5_up: levels(book.ups), level5_down: levels(book.downs) }
}
