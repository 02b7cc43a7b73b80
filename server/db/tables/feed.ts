// The market feed's routes (which venue symbol prices a product, edited in the console) and the health the engine
// process publishes for the console of any process (server/market/venues/feed-control.ts).

export interface FeedRoutesTable {
  /** A product's id (products.id); no foreign key: the catalogue is seeded after the migrations. */
  product_id: number
  /** 'binance:BTCUSDT' */
  primary_route: string
  /** 'okx:BTC-USDT', or '' for none. */
  secondary_route: string
  /** ISO time of the last change ('' for a seed). */
  updated_at: string
}

/** One row per engine name ('engine'): its latest published FeedHealth as JSON, and when (epoch ms). */
export interface FeedHealthTable {
  name: string
  published_at: number
  body: string
}

export interface FeedTables {
  feed_routes: FeedRoutesTable
  feed_health: FeedHealthTable
}
