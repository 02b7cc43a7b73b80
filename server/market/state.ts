// One product's live market state, kept by the market (market.ts) and rebuilt on start (restore.ts).
import type { KlineInterval } from '../../contract/market'
import type { ProductRow } from '../db/schema'
import type { TradeValues } from './book'
import type { CandleSeries } from './candles'
import type { ModelProduct } from './model'

export interface ProductState {
  row: ProductRow
  model: ModelProduct
  /** Last price (units) and its time (epoch ms, 0 before the first tick). */
  last: number
  lastT: number
  series: Record<KlineInterval, CandleSeries>
  /** Newest first. */
  trades: TradeValues[]
  /** Per interval, the start of the oldest candle changed since the last flush. */
  dirty: Map<KlineInterval, number>
}
