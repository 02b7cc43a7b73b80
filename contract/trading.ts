// Trading calls: timed ("micro") up/down orders and spot orders on BTC/USDT (12) and ETH/USDT (13).
// Types only for the client. Money travels as decimal strings (USDT up to 6 decimals, coins up to 8), prices
// as decimal strings at the product's precision, record times as ISO 8601 UTC strings and tick times as
// epoch ms. Placing calls (micro_order, coin_buy, coin_sell) accept the `Idempotency-Key` header.
//
// Status numbering (the spec has two readings for timed orders; each field below has exactly one):
// - MicroResult.status (POST /api/micro_result): 0 running, 1 settled. The client polls every 2 s until 1.
//   A failed call is the envelope's status 0 with a msg (the spec's "status 2 is an error").
// - MicroOrder.status (GET /api/micro_orders): 1 running, 2 settled.
// - MicroOutcome (result): 0 tie (stake refunded), 1 win, 2 loss.
// - CoinOrder.status: 0 waiting, 1 done, 2 cancelled. buy_or_sell 0 buy, 1 sell. price_type 0 market, 1 limit.
import type { MarketStatus } from './market'

/** 0 up (wins if the settlement price is above the entry price), 1 down (wins if below). */
export type MicroDirection = 0 | 1
/** An order's price type, spot and contract alike: 0 market, 1 limit. */
export type PriceType = 0 | 1
/** 0 tie (stake refunded), 1 win (stake + stake x rate%), 2 loss (stake forfeited). */
export type MicroOutcome = 0 | 1 | 2
/** A timed order's state, as stored and as MicroResult.status gives it: 0 running, 1 settled. */
export type MicroStatus = 0 | 1

/** A recorded tick that decided something: epoch ms and the price at the product's precision. */
export interface TradeTick {
  t: number
  price: string
}

/** The answer of POST /api/micro_order. The fee (micro_fee% of the stake) is charged on top of the stake. */
export interface MicroOrderPlaced {
  oid: number
  /** Entry price: the last recorded tick at placement. */
  buyprice: string
  /** USDT charged as fee (micro_fee% of the stake, rounded up to 1e-6). */
  fee: string
  /** The stake (frozen until settlement). */
  amount: string
  seconds: number
  /** Payout percent on a win. */
  rate: string
  /** What a win pays on top of the stake, USDT. */
  win_payout: string
  /** ISO time of expiry: the settlement price is the last recorded tick at or before it. */
  expires_at: string
  entry: TradeTick
}

/** POST /api/micro_result {oid}. */
export interface MicroResult {
  oid: number
  status: MicroStatus
  /** null while running. */
  result: MicroOutcome | null
  /** Profit or loss in USDT (signed, fee excluded): +win_payout, "0.00" on a tie, -stake on a loss; "0.00" while running. */
  ploss: string
  buyprice: string
  /** Settlement price; null while running. */
  sellprice: string | null
  amount: string
  fee: string
  expires_at: string
  entry: TradeTick
  settlement: TradeTick | null
}

/** One row of GET /api/micro_orders -> data.orders (newest first, at most 100). */
export interface MicroOrder {
  oid: number
  pid: number
  /** 0 up (long), 1 down (short). */
  type: MicroDirection
  /** Product title, e.g. "BTC/USDT". */
  coinname: string
  /** ISO placement time. */
  addtime: string
  /** Stake, USDT. */
  num: string
  fee: string
  seconds: number
  rate: string
  buyprice: string
  /** Running: the current price; settled: the settlement price. */
  price: string
  /** Settlement price; null while running. */
  sellprice: string | null
  /** Seconds left until expiry (0 once expired or settled). */
  timeout: number
  /** 1 running, 2 settled. */
  status: 1 | 2
  result: MicroOutcome | null
  /** Signed USDT, "0.00" while running. */
  ploss: string
  expires_at: string
  entry: TradeTick
  settlement: TradeTick | null
}

export interface MicroOrdersAnswer {
  orders: MicroOrder[]
}

/** A level of the synthesized 5-level book: price, base volume, cumulative depth percent 0..100. */
export interface CoinBookLevel {
  p: string
  v: string
  w: number
}

/** Spot order status: 0 waiting, 1 done, 2 cancelled. */
export type CoinOrderStatus = 0 | 1 | 2

/** One spot order (GET /api/coin_orders, POST /main/coin_lvs orders, and the answers of buy/sell/cancel). */
export interface CoinOrder {
  oid: number
  pid: number
  /** Base coin: "BTC" or "ETH". */
  coin: string
  /** Pair title, e.g. "BTC/USDT". */
  title: string
  /** 0 buy, 1 sell. */
  buy_or_sell: 0 | 1
  /** 0 market, 1 limit. */
  price_type: PriceType
  /** Coin quantity ordered. */
  amount: string
  /** Limit price, or the fill price of a market order. */
  price: string
  /** Fee in the coin: amount x fee_rate / 100, rounded up to 1e-8. */
  fee: string
  fee_rate: string
  /** USDT paid (buy, frozen while a limit buy waits) or received (sell) on the fill. */
  total: string
  /** Coin credited on a buy fill (amount - fee), coin debited on a sell (amount). */
  coin_amount: string
  status: CoinOrderStatus
  addtime: string
  /** ISO time of the fill or the cancel; null while waiting. */
  decided_at: string | null
  /** The tick that decided the fill (a market order: the tick at placement); null unless done. */
  fill: TradeTick | null
  /**
   * Epoch ms of the tick in force at placement: a limit order fills on the first tick after it that crosses (absent
   * from servers before the price record).
   */
  placed_t?: number
}

/** POST /main/coin_lvs {pid}; balances are null without a valid UserToken. */
export interface CoinMarketInfo {
  pid: number
  title: string
  /** Base coin of the pair: "BTC" or "ETH". */
  coin: string
  /** Available USDT. */
  balance_usdt: string | null
  /** Available base coin (named after BTC in the spec; for ETH/USDT it is the ETH balance). */
  balance_btc: string | null
  balance_coin: string | null
  /** Last price. */
  price: string
  /** Spot fee percent (default "2.5"). */
  c2c_rate: string
  /** Asks, best (lowest) first: a market buy fills at level5_up[0].p. */
  level5_up: CoinBookLevel[]
  /** Bids, best (highest) first: a market sell fills at level5_down[0].p. */
  level5_down: CoinBookLevel[]
  /** The caller's waiting orders on this pair (newest first), [] when signed out. */
  orders: CoinOrder[]
  /** Tick time of the price (epoch ms). */
  t: number
  /** Whether orders are taken: live or simulated (absent from servers before the market status). */
  status?: MarketStatus
  /** The venue whose prices the product follows ("Binance", "OKX"); absent when the simulator prices it. */
  source?: string
}

/** GET /api/coin_orders[?pid=12]: every order of the caller, newest first (at most 200). */
export interface CoinOrdersAnswer {
  orders: CoinOrder[]
  /** Last price of the pair given by ?pid (default 12). */
  latest: { c: string }
}
