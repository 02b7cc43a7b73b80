// Leveraged contract calls (rules: rules/contract.ts, ARCHITECTURE.md section 5). Types only for the client.
// Money in USDT decimal strings (up to 6 decimals), prices as decimal strings at the product's precision, record
// times ISO 8601 UTC, tick times epoch ms. Placing and closing calls accept the `Idempotency-Key` header.
//
// Status numbering: ContractOrder.status has exactly one meaning everywhere it appears:
//   0 pending (a limit order waiting, margin and fee frozen), 1 open position, 2 closed, 3 cancelled.
// The spec's two readings map onto it in the client: positions (asset, contract screen) 1 open / 0 pending are
// the same values; the history filter "hold" (spec 0) asks for status 1 and "wait" (spec 1) for status 0.
// close_reason: why a closed position closed. is_win: 0 not closed, 1 profit, 2 loss (a zero result counts as 1).
import type { MarketStatus } from './market'
import type { CloseShare, ContractSide, Leverage } from './rules/contract'
import type { PriceType, TradeTick } from './trading'

export type ContractStatus = 0 | 1 | 2 | 3
export type CloseReason = 'user' | 'take_profit' | 'stop_loss' | 'liquidation'

/** A level of the synthesized book: price, base volume, cumulative depth percent 0..100. */
export interface ContractBookLevel {
  p: string
  v: string
  w: number
}

/**
 * A contract order in every state: in the asset answer and product_lvs (statuses 0 and 1), and in the history
 * (every status). Prices are at the product's precision; '' where a price does not apply.
 */
export interface ContractOrder {
  oid: number
  pid: number
  /** Product title, e.g. "BTC/USDT". */
  pname: string
  /** Same-origin path of the product logo. */
  logo: string
  /** 0 long, 1 short. */
  type: ContractSide
  status: ContractStatus
  /** 0 market, 1 limit. */
  price_type: PriceType
  /** Lots, decimal (a partial close leaves a fraction, e.g. "0.75"). */
  hand: string
  /** Leverage. */
  level: Leverage
  /** Margin, USDT. */
  num: string
  /** Notional (margin x leverage), USDT. */
  notional: string
  /** Open fee charged (frozen while pending), USDT. */
  fee: string
  /** Entry price (open position, closed) or the limit price (pending). */
  buyprice: string
  /** Close price (closed), else ''. */
  sellprice: string
  /** The current mark (statuses 0 and 1) or the close price. */
  price: string
  /** USDT, signed: unrealized at the current mark while open, realized once closed, "0.00" pending/cancelled. */
  profit: string
  /** Take-profit trigger price, '' when none. */
  stop_win: string
  /** Stop-loss trigger price, '' when none. */
  stop_loss: string
  /** Liquidation price (from the entry, or from the limit price while pending). */
  liq_price: string
  /** Maintenance rate of the position, percent. */
  maintenance: string
  close_reason: CloseReason | null
  is_win: 0 | 1 | 2
  /** ISO times: placed, opened (null while pending/cancelled), closed or cancelled (null before). */
  addtime: string
  opentime: string | null
  closetime: string | null
  /** The recorded tick that opened the position (market: placement tick; limit: the crossing tick). */
  open_tick: TradeTick | null
  /** The recorded tick that closed it (user close, TP, SL or liquidation). */
  close_tick: TradeTick | null
  /** For a part closed off a position by a partial close: the position it came from. */
  parent_oid: number | null
}

/** POST /main/product_lvs {pid} -> info: the product's contract terms at the current mark. */
export interface ContractProductInfo {
  pid: number
  title: string
  logo: string
  /** Current mark price. */
  price: string
  /** Epoch ms of the mark's tick. */
  t: number
  /** Whether orders are taken: live or simulated (absent from servers before the market status). */
  status?: MarketStatus
  /** The venue whose prices the product follows ("Binance", "OKX"); absent when the simulator prices it. */
  source?: string
  /** Decimals of the product's prices. */
  precision: number
  /** USDT margin per lot. */
  hand_price: string
  /** Open fee, percent of the notional. */
  hand_fee: string
  /** The leverages this product offers (a subset of 25/50/75/100). */
  leverages: Leverage[]
  max_leverage: number
  /** Maintenance rate r, percent. */
  maintenance: string
}

export interface ContractRisk {
  /** Whether the caller has accepted the current contract risk disclosure (false for visitors). */
  accepted: boolean
  /** Percent of accounts with a closed contract position in the last 30 days that lost money; null when none. */
  loss_share: string | null
  /** How many accounts that share counts. */
  accounts: number
}

/** POST /main/product_lvs {pid}; polled every 2 s. Signed-in callers also get their orders and balance. */
export interface ContractMarket {
  info: ContractProductInfo
  /** Asks, best (lowest) first. */
  lups: ContractBookLevel[]
  /** Bids, best (highest) first. */
  ldowns: ContractBookLevel[]
  /** The caller's open positions and pending orders on this product, newest first ([] for visitors). */
  orders: ContractOrder[]
  /** The caller's available USDT (the "available margin"); null for visitors. */
  balance: string | null
  risk: ContractRisk
  /** The public balance of the house insurance account, USDT (may be negative). */
  insurance: string
}

/**
 * A history card: the order with the spec's history field names beside it (spec section 3, "Contract order
 * history"), each derived from the order's own fields.
 */
/** Take-profit and stop-loss ('' none) in force for the ticks after `from_t` (epoch ms), until the next ones. */
export interface ContractStopsFrom {
  from_t: number
  stop_win: string
  stop_loss: string
}

export interface ContractHistoryEntry extends ContractOrder {
  /** = oid. */
  id: number
  /** Direction, = type: 0 long, 1 short. */
  hyzd: ContractSide
  /** = price_type: 0 market (the spec's "holding" reading), 1 limit (its "pending" reading). */
  s_price_type: 0 | 1
  /** Lots, = hand. */
  s_hand: string
  /** = stop_win. */
  s_stop_win: string
  /** = stop_loss. */
  s_stop_loss: string
  /** Open fee, = fee. */
  s_fee: string
  /** Result, = profit (realized once closed, unrealized while open, "0.00" pending or cancelled). */
  ploss: string
  /** When the position opened (the placement time while pending or once cancelled). */
  buytime: string
  /** When it closed or was cancelled; null before. */
  selltime: string | null
  /** Epoch ms of the tick at placement: a limit order that waited fills on the first tick after it (Verify). */
  placed_t?: number
  /**
   * A closed position's take-profit and stop-loss over its life, oldest first (the first from placed_t): what a
   * check needs when they were edited while it was open (Verify).
   */
  stops?: ContractStopsFrom[]
}

/**
 * GET /api/orders/page/{page}[?before=id]: the caller's contract orders, newest first, 20 per page. With `before`,
 * the 20 orders older than that id (stable while new orders arrive); without, page N of the current list.
 */
export interface ContractHistoryPage {
  data: ContractHistoryEntry[]
  /**
   * page + 1 when another page follows, else page: pages known so far, not a count of the whole history (counting
   * every order of a user on every page is what keyset paging avoids).
   */
  pages: number
  page: number
  /** Whether older orders follow. */
  more: boolean
  /** The `before` of the next page (the oldest id on this one); null when none follows. */
  next: number | null
}

/** The contract figures of the asset screen's contract tab (part of POST /api/asset -> data.contract). */
export interface ContractAccount {
  /** Margin of open positions + margin and fee frozen by pending orders, USDT. */
  margin_used: string
  /** Unrealized PnL of open positions at the current marks. */
  unrealized: string
  /** Realized contract PnL over all time (closes), fees excluded. */
  realized: string
  /** Contract fees paid over all time. */
  fees: string
}

/**
 * A position the engine closed (take-profit, stop-loss or liquidation) that the user has not seen yet:
 * GET /api/contract_notices; POST /api/contract_notices_seen {ids} marks them seen.
 */
export interface ContractNotice {
  id: number
  order: ContractOrder
}

/** Answer of POST /api/contract_notices_seen: how many of the given notices were newly marked seen. */
export interface ContractNoticesSeen {
  seen: number
}

/** Answer of POST /api/contract_order. */
export type ContractOrderPlaced = ContractOrder
/** Answer of POST /api/contract_sell: the closed part (for a partial close) or the whole closed position. */
export type ContractClosed = ContractOrder
export type { CloseShare }
