// The market feed contract. Everything downstream (candles, stats, recording, engines) sees only this
// interface; the simulator and the scripted test feed implement it, a real exchange adapter would too.

/** One price observation: price in the product's units (integer, see price.ts), volume in base units. */
export interface Tick {
  productId: number
  /** Epoch ms; strictly increasing per product. */
  t: number
  price: number
  volume: number
  /** Where a real venue's tick came from ('binance', 'okx'); absent for the simulator and recorded ticks. */
  source?: string
  /** The venue's time of the tick's last trade (epoch ms, the venue's clock, never compared with ours). */
  venueT?: number
  /** Our receive time of that trade (epoch ms): what `t` is taken from. */
  receivedT?: number
}

export type TickListener = (ticks: readonly Tick[]) => void

/** A venue's closed one-minute bar in the product's units (t its start, the venue's clock), from `source`. */
export interface VenueBar {
  productId: number
  t: number
  o: number
  h: number
  l: number
  c: number
  /** Base volume, as the venue counted it. */
  v: number
  source: string
}

export type BarListener = (bars: readonly VenueBar[]) => void

/** What the market knew of a product when the feed starts: last price (units) and its time (epoch ms, 0: none). */
export interface LastTick {
  price: number
  t: number
}

/**
 * What a feed knows of a product's prices: made up by a simulator ('simulated'), a venue's and flowing ('venue'),
 * a venue's whose stream has gone stale ('stale'), or a market that is closed ('closed': FX and index weekends, a
 * venue halt; nothing reports it yet, the crypto venues never close). The market status adds the liveness window
 * on top (server/market/status.ts).
 */
export type FeedCondition = 'simulated' | 'venue' | 'stale' | 'closed'

export interface MarketFeed {
  /** Starts producing ticks, continuing from these last known ticks (by product id) where given. */
  start(from: ReadonlyMap<number, LastTick>): void
  stop(): void
  /** Called with each batch of ticks (one per product per second for the simulator). Returns unsubscribe. */
  subscribe(listener: TickListener): () => void
  /** The last price the feed produced for a product, if any. */
  price(productId: number): number | undefined
  /** What the feed knows of the product's prices now. */
  condition(productId: number): FeedCondition
  /** A venue's closed 1 m bars, each once, in time order per product (venue feeds only). Returns unsubscribe. */
  subscribeBars?(listener: BarListener): () => void
  /** The venue that prices the product now ('binance'), undefined for the simulator's (feeds that follow routes). */
  venueOf?(productId: number): string | undefined
}

/** Listener bookkeeping shared by feed implementations. */
export class Listeners {
  private readonly set = new Set<TickListener>()

  add(listener: TickListener): () => void {
    this.set.add(listener)
    return () => this.set.delete(listener)
  }

  emit(ticks: readonly Tick[]): void {
    for (const listener of this.set) listener(ticks)
  }
}
