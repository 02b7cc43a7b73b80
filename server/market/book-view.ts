// The 5-level book of a product shown by spot and contract trading, synthesized around the last price
// (book.ts). A spot market buy fills at the best ask (ups[0]), a market sell at the best bid (downs[0]); both
// depend on the price only.
import { synthesizeBook } from './book'
import { formatUnits, volumeDecimals } from './price'
import type { ProductState } from './state'

/** A level as the API shows it: price and base volume as decimal strings, cumulative depth percent. */
export interface BookLevelView {
  p: string
  v: string
  w: number
}

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
export function bookView(state: ProductState): { ups: BookLevelView[]; downs: BookLevelView[] } {
  const p = state.row.precision
  const vd = volumeDecimals(state.last, p)
  const levels = (side: { p: number; v: number; w: number }[]): BookLevelView[] =>
    side.map((l) => ({ p: formatUnits(l.p, p), v: formatUnits(Math.round(l.v * 10 ** vd), vd), w: l.w }))
  const book = bookAt(state, state.lastT, state.last)
  return { ups: levels(book.ups), downs: levels(book.downs) }
}
