// Market data and watchlist calls. Types only for the client; prices, changes and volumes are decimal strings,
// times are epoch milliseconds unless a field says otherwise.

/** 0 international futures, 1 crypto, 2 forex, 3 precious metals. */
export const productCategories = [0, 1, 2, 3] as const
export type ProductCategory = (typeof productCategories)[number]

/** Colour of a price: 0 up (green), 1 down (red), 2 flat (grey); from the 24-hour change. */
export type PriceDirection = 0 | 1 | 2

export const klineIntervals = ['1m', '5m', '15m', '30m', '1h', '1d'] as const
export type KlineInterval = (typeof klineIntervals)[number]

/**
 * Where a product's price stands: live (a venue's, fresh), delayed (a venue's, no tick within the liveness window
 * or the venue's stream is stale), closed (FX and index weekends, a venue halt) or simulated (the simulator's).
 * Orders are taken only on live and simulated products.
 */
export type MarketStatus = 'live' | 'delayed' | 'closed' | 'simulated'

/** GET /main/products (all products, every field refreshed each tick) and the rows of the top lists. */
export interface Product {
  id: number
  /** Ticker code, lower case ("btc", "xau", "eurusd"): search matches it as well as the title and name. */
  code: string
  /** Display title in the UserLang language, e.g. "BTC/USDT", "EUR/USD", "Gold" ("ทองคำ" in Thai). */
  title: string
  /** Long name in the UserLang language, e.g. "Bitcoin", "Euro / US Dollar" ("Euro / US-Dollar" in German). */
  name: string
  /** Same-origin logo path, e.g. /media/logos/btc.svg */
  logo: string
  category: ProductCategory
  /** Decimals of the price (format every price of this product with exactly this many). */
  precision: number
  /** Last price. */
  price: string
  /** Same as price (the spec's close field). */
  c: string
  /** 24-hour change in percent with two decimals, signed when negative: "2.35", "-0.80", "0.00". */
  change: string
  /** 24-hour turnover in the quote currency, whole units: "1523345678". */
  vol: string
  /** vol, compact: "1.52B", "845.20M", "12.40K". */
  vol_format: string
  type: PriceDirection
  status?: MarketStatus
  /** Time of the last tick (0: none yet). */
  t?: number
  /** The venue whose prices the product follows ("Binance", "OKX"); absent when the simulator prices it. */
  source?: string
}

/** GET /main/product_list: the search list (no prices; changes only when products are added). */
export interface ProductListItem {
  id: number
  /** Ticker code, lower case ("btc", "xau", "eurusd"): search matches it as well as the title and name. */
  code: string
  title: string
  name: string
  logo: string
  category: ProductCategory
  precision: number
}

/** GET /main/recommand_coin */
export interface RecommendAnswer {
  /** A few featured products, in display order. */
  recommand: Product[]
  tops: {
    /** Highest 24-hour change first, at most 100. */
    gainers: Product[]
    /** Highest 24-hour turnover first, at most 100. */
    volume: Product[]
  }
}

/** A candle: t is the start of the interval (ms, UTC; daily candles start at 00:00 UTC); v is base volume. */
export interface Candle {
  t: number
  o: string
  h: string
  l: string
  c: string
  v: string
}

/** A timed-order duration: time in seconds, rate = payout percent on a win, min = minimum stake in USDT. */
export interface MicroContract {
  time: number
  rate: string
  min: string
}

/** The product detail ("latest") of the kline answers. o, h, l, vol, change, ce are 24-hour figures. */
export interface KlineLatest {
  id: number
  /** Ticker code, lower case ("btc", "xau", "eurusd"): search matches it as well as the title and name. */
  code: string
  title: string
  name: string
  desc: string
  logo: string
  category: ProductCategory
  precision: number
  /** Last price. */
  c: string
  /** Price 24 hours ago. */
  o: string
  h: string
  l: string
  /** 24-hour turnover (quote currency), whole units. */
  vol: string
  vol_format: string
  /** Percent, two decimals. */
  change: string
  /** Absolute 24-hour change at the product's precision, signed when negative. */
  ce: string
  type: PriceDirection
  /** Time of the last tick. */
  t: number
  status?: MarketStatus
  /** The venue whose prices the product follows ("Binance", "OKX"); absent when the simulator prices it. */
  source?: string
  micro_contract: MicroContract[]
  /** Timed-order fee in percent of the stake. */
  micro_fee: string
  /** The caller's USDT balance when a valid UserToken was sent, else null. */
  userinfo: { money: string } | null
}

/** A recent trade: type 0 long (buy), 1 short (sell); num in base units. */
export interface MarketTrade {
  price: string
  num: string
  type: 0 | 1
  t: number
}

/**
 * GET /main/kline/pid/{pid}/t/{interval}[?limit=1..1000, default 500]: candles oldest first (the last one is the
 * open candle, updated in place each tick), the product detail and recent trades (newest first, at most 30).
 * GET /main/kline/pid/{pid}/t/{interval}/depth/2: the same shape with only the last 2 candles.
 */
export interface KlineAnswer {
  kline: Candle[]
  latest: KlineLatest
  txs: MarketTrade[]
}

/** GET /main/kline/pid/{pid}/t/{interval}?before=<ms>&limit=: older candles (t < before), oldest first. */
export interface KlineHistory {
  kline: Candle[]
}

/** GET /api/focus: the caller's watchlist, product ids in the order saved. */
export type WatchlistAnswer = number[]
