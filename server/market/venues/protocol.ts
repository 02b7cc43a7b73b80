// What a venue adapter tells the supervisor and the feed: its stream endpoints and how to read their frames, and
// its REST candles. The adapters (binance.ts, okx.ts, oanda.ts) are pure protocol: no timers, no sockets.
import type { KlineInterval } from '../../../contract/market'
import type { RawBar } from './bars'
import type { BudgetLimit } from './connection-budget'
import type { Trade } from './ticks'
import type { RequestHeaders, Socket } from './transport'

export type VenueEvent =
  | { kind: 'trade'; symbol: string; trade: Trade }
  /** A 1 m bar update; `closed` once the venue says the minute is final. */
  | { kind: 'bar'; symbol: string; venueT: number; bar: RawBar; closed: boolean }
  /** Whether the venue trades the symbol now (OANDA's `tradeable`: false over a weekend or a halt). */
  | { kind: 'status'; symbol: string; venueT: number; open: boolean }
  /** The venue is about to close this connection (Binance serverShutdown, OKX notice 64008): rotate now. */
  | { kind: 'shutdown' }
  /** Anything else the venue says (acks, pongs): proof the connection is alive, no data. */
  | { kind: 'control' }

/** One supervised connection of a venue. */
export interface StreamSpec {
  name: string
  url(symbols: readonly string[]): string
  /** Sent with the request that opens the connection (OANDA's bearer token). */
  headers?: RequestHeaders
  /** Sent once the connection opens (nothing for Binance: its combined streams are in the URL). */
  subscribe(socket: Socket, symbols: readonly string[]): void
  /** Sent for symbols gone stale on a live connection, before reconnecting; none (an HTTP stream, which takes no
   * requests): a stale connection is replaced at once. */
  resubscribe?(socket: Socket, symbols: readonly string[]): void
  parse(text: string): VenueEvent[]
  /** Expected time between frames per symbol (ms); undefined: per-symbol silence proves nothing (a trades-only
   * channel), liveness is the connection's (keepalive answers included). */
  symbolCadenceMs: number | undefined
  /** Expected time between frames on the connection (ms) when liveness is the connection's. */
  connectionCadenceMs: number
  /** The venue's connection lifetime (ms): rotated before it runs out. */
  maxLifetimeMs?: number
  /** A text keepalive sent after this much silence (OKX: 'ping', answered 'pong'). */
  keepalive?: { idleMs: number; text: string }
  /** This stream carries the 1 m bars: a gap in it is backfilled from REST. */
  carriesBars: boolean
  /** This stream carries prices but no bars (OANDA): after a gap, the bars of the minutes it missed, from the one
   * the connection was lost in, come from REST. */
  pricesOnly?: boolean
}

export interface VenueProtocol {
  /** 'binance' | 'okx' | 'oanda': the tick source name and the mapping's venue name. */
  name: string
  streams: StreamSpec[]
  /** The REST request for closed 1 m bars starting at `from` up to `to` (venue times). */
  candlesUrl(symbol: string, from: number, to: number): string
  /** Bars from a REST answer body, any order; throws on a malformed body. */
  parseCandles(body: string): RawBar[]
  /** Sent with every REST request (OANDA's bearer token). */
  restHeaders?: RequestHeaders
  /** Most bars one call returns (a full page means: ask again from after its newest bar). */
  maxBarsPerCall: number
  /** Connection attempts the venue allows from one address (connection-budget.ts). */
  connectionBudget: BudgetLimit
  /**
   * The REST request for the newest `limit` bars of an interval that start before `before` (the history a product
   * gets at its first start; paged backwards). Its answer is read by parseCandles; bars not yet closed are dropped.
   */
  historyUrl(symbol: string, interval: KlineInterval, before: number, limit: number): string
  /** Most bars one history call returns. */
  maxHistoryPerCall: number
}
