// Products and their terms, recorded market data, watchlists and price alerts.
import type { Generated, Selectable } from 'kysely'
import type { KlineInterval, ProductCategory } from '../../../contract/market'

export interface ProductsTable {
  id: number
  code: string
  title: string
  name: string
  category: ProductCategory
  /** Decimals of the price; prices of this product are stored as integers of 10^-precision. */
  precision: number
  /** Decimal string: the simulator's reference level. */
  reference_price: string
  /** Annualized, e.g. 0.55 (a simulation parameter, not money). */
  volatility: number
  /** Simulated 24-hour quote turnover. */
  turnover: number
  description: string
  /** Position in the recommended list, 0 = not recommended. */
  recommend: number
  /** Timed-order fee, percent of the stake (decimal string). */
  micro_fee: string
  /** Contract terms: USDT margin per lot (decimal string). */
  hand_price: Generated<string>
  /** Contract open fee, percent of the notional. */
  hand_fee: Generated<string>
  /** The highest leverage offered (25, 50, 75 or 100). */
  max_leverage: Generated<number>
  /** Contract maintenance rate r, percent. */
  maintenance: Generated<string>
}

export interface MicroDurationsTable {
  id: Generated<number>
  seconds: number
  /** Payout percent on a win (decimal string). */
  rate: string
  /** Minimum stake, USDT (decimal string). */
  min: string
}

export interface MarketAnchorsTable {
  product_id: number
  /** Price units the back-history ends at. */
  price: number
  /** Epoch ms. */
  t: number
  seed: number
}

/**
 * Recorded ticks: t epoch ms, price in the product's units, volume in base units. Clustered on (product_id, t)
 * (migration 027): the key is the only index.
 */
export interface TicksTable {
  product_id: number
  t: number
  price: number
  /** 0 until the market's flush records it (a deciding tick is written first by the order that uses it). */
  volume: Generated<number>
  /**
   * Where it came from (market/tick-source.ts: 0 simulator, 1 binance, 2 okx, 3 oanda); null until the flush
   * records it, and for ticks recorded before sources were kept.
   */
  source: Generated<number | null>
  /** The venue's time of the tick's last trade minus t, ms (the venue's clock); null for the simulator. */
  venue_dt: Generated<number | null>
  /** Our receive time of that trade minus t, ms (0 or less: t is strictly increasing); null for the simulator. */
  received_dt: Generated<number | null>
}

export interface CandlesTable {
  product_id: number
  interval: KlineInterval
  /** Interval start, epoch ms. */
  t: number
  o: number
  h: number
  l: number
  c: number
  /** Base volume. */
  v: number
}

export interface WatchlistTable {
  user_id: number
  product_id: number
  sort: number
}

/** User price alerts (features/price-alerts); prices in the product's units. */
export interface PriceAlertsTable {
  id: Generated<number>
  user_id: number
  product_id: number
  direction: 'above' | 'below'
  target: number
  /** Epoch ms of the tick the alert was validated against: only later ticks fire it. */
  watch_t: number
  status: 'active' | 'fired' | 'deleted'
  created_at: string
  fired_at: string | null
  /** The deciding tick (epoch ms and price units). */
  fired_t: number | null
  fired_price: number | null
  deleted_at: string | null
}

export interface MarketTables {
  products: ProductsTable
  micro_durations: MicroDurationsTable
  market_anchors: MarketAnchorsTable
  ticks: TicksTable
  candles: CandlesTable
  watchlist: WatchlistTable
  price_alerts: PriceAlertsTable
}

export type ProductRow = Selectable<ProductsTable>
export type PriceAlertRow = Selectable<PriceAlertsTable>
