// The engine's feed with venues switched on: one VenueFeed per venue for the products its routes give it, the
// simulator for the rest, and a change of routes applied while running (feed-control.ts): only the venue feeds
// whose products or symbols changed are rebuilt (the simulator too when its products change), each continuing
// from the last ticks the feed passed on. A product routed to a venue that is not switched on stays simulated.
// Where both of a product's venues are on, the secondary's feed subscribes its symbol too: those ticks only feed the
// cross-check (cross-check.ts), which holds the primary's back while the two disagree.
import {
  type BarListener,
  type FeedCondition,
  type LastTick,
  Listeners,
  type MarketFeed,
  type TickListener,
  type VenueBar,
} from '../feed'
import type { ModelProduct } from '../model'
import { type CheckedProduct, CrossCheck, type CrossCheckOptions } from './cross-check'
import { routeProducts, secondRoutes, type VenueName, type VenueRoute } from './mapping'
import { routesKey } from './routes-repo'
import type { VenueFeed, VenueProduct } from './venue-feed'

export interface FeedBuilders {
  venue(venue: VenueName, products: readonly VenueProduct[]): VenueFeed
  simulator(products: readonly ModelProduct[]): MarketFeed
}

/** What the console's feed page shows of one switched-on venue (counts since the engine started). */
export interface VenueHealth {
  venue: VenueName
  /** Every stream of the venue has a live connection. */
  connected: boolean
  /** Our receive time of the venue's newest message (epoch ms), null: none yet. */
  lastMessageAt: number | null
  /** Connections opened after the first of each stream, rotations left out. */
  reconnects: number
  /** Closed 1 m bars fetched from REST after gaps. */
  backfilledBars: number
  trades: number
  /** 'BTCUSDT' etc.: the symbols it prices. */
  symbols: string[]
}

interface Counts {
  reconnects: number
  backfilledBars: number
  trades: number
}

interface VenuePart {
  feed: VenueFeed
  key: string
  /** The products it prices (not those it only cross-checks). */
  ids: Set<number>
  unsubscribe: () => void
}

interface SimulatorPart {
  feed: MarketFeed
  ids: Set<number>
  unsubscribe: () => void
}

const zero = (): Counts => ({ reconnects: 0, backfilledBars: 0, trades: 0 })

function countsOf(feed: VenueFeed): Counts {
  const reconnects = feed.sessions.reduce((sum, s) => sum + Math.max(0, s.stats.connects - 1 - s.stats.rotations), 0)
  return { reconnects, backfilledBars: feed.stats.backfilledBars, trades: feed.stats.trades }
}

const listKey = (list: readonly VenueProduct[]) => list.map((p) => `${p.productId}:${p.symbol}`).join(',')

export class ReroutingFeed implements MarketFeed {
  private readonly listeners = new Listeners()
  private readonly barListeners = new Set<BarListener>()
  private readonly venues = new Map<VenueName, VenuePart>()
  private simulator: SimulatorPart | undefined
  /** The last tick passed on (or known at start) per product: where a rebuilt part continues from. */
  private readonly last = new Map<number, LastTick>()
  /** Counts of venue feeds replaced by a change of routes. */
  private readonly carried = new Map<VenueName, Counts>()
  private running = false
  private crossCheck: CrossCheck | undefined
  /** The routes the feed runs on (routesKey): a change of the database's is applied when this differs. */
  routesKey = ''

  constructor(
    private readonly products: readonly ModelProduct[],
    readonly sources: readonly VenueName[],
    private readonly build: FeedBuilders,
    routes: ReadonlyMap<number, VenueRoute>,
    private readonly cross?: CrossCheckOptions,
  ) {
    this.applyRoutes(routes)
  }

  start(from: ReadonlyMap<number, LastTick>): void {
    for (const [id, tick] of from) this.last.set(id, tick)
    this.running = true
    for (const part of this.venues.values()) part.feed.start(this.from(part.ids))
    this.simulator?.feed.start(this.from(this.simulator.ids))
  }

  stop(): void {
    this.running = false
    for (const part of this.venues.values()) part.feed.stop()
    this.simulator?.feed.stop()
  }

  subscribe(listener: TickListener): () => void {
    return this.listeners.add(listener)
  }

  /** The venues' closed 1 m bars of the products they price (the venue feeds a change of routes rebuilds too). */
  subscribeBars(listener: BarListener): () => void {
    this.barListeners.add(listener)
    return () => this.barListeners.delete(listener)
  }

  price(productId: number): number | undefined {
    return this.partOf(productId)?.feed.price(productId)
  }

  /** The pricing feed's condition; a venue's product whose two sources disagree is stale. */
  condition(productId: number): FeedCondition {
    const condition = this.partOf(productId)?.feed.condition(productId) ?? 'simulated'
    return condition === 'venue' && this.crossCheck ? this.crossCheck.condition(productId) : condition
  }

  /** The cross-check of the current routes (none while no product has both its venues on). */
  get crossChecks(): CrossCheck | undefined {
    return this.crossCheck
  }

  venueOf(productId: number): VenueName | undefined {
    for (const [venue, part] of this.venues) if (part.ids.has(productId)) return venue
    return undefined
  }

  /** 'binance:BTCUSDT', or 'simulator'. */
  sourceOf(productId: number): string {
    for (const [venue, part] of this.venues) {
      if (!part.ids.has(productId)) continue
      const symbol = part.feed.products.find((p) => p.productId === productId)?.symbol
      return `${venue}:${symbol ?? ''}`
    }
    return 'simulator'
  }

  /** Every switched-on venue's health, counts carried over the rebuilds a change of routes made. */
  health(): VenueHealth[] {
    return this.sources.map((venue) => {
      const part = this.venues.get(venue)
      const carried = this.carried.get(venue) ?? zero()
      const now = part ? countsOf(part.feed) : zero()
      const sessions = part?.feed.sessions ?? []
      const times = sessions.map((s) => s.lastMessageAt()).filter((t): t is number => t !== undefined)
      return {
        venue,
        connected: sessions.length > 0 && sessions.every((s) => s.live),
        lastMessageAt: times.length > 0 ? Math.max(...times) : null,
        reconnects: carried.reconnects + now.reconnects,
        backfilledBars: carried.backfilledBars + now.backfilledBars,
        trades: carried.trades + now.trades,
        symbols: part ? part.feed.products.map((p) => p.symbol) : [],
      }
    })
  }

  /**
   * Routes the products anew: venue feeds whose products or symbols changed are replaced (started at once when the
   * feed runs), the others keep their connections. Answers the venues rebuilt ('simulator' when its products changed).
   */
  applyRoutes(routes: ReadonlyMap<number, VenueRoute>): string[] {
    this.routesKey = routesKey(routes)
    const routed = routeProducts(this.products, this.sources, routes)
    const seconds = this.cross
      ? secondRoutes(
          this.products.map((p) => p.id),
          this.sources,
          routes,
        )
      : []
    const precision = new Map(this.products.map((p) => [p.id, p.precision]))
    const changed: string[] = []
    const priced = new Set<number>()
    for (const venue of this.sources) {
      const own = routed.get(venue) ?? []
      for (const p of own) priced.add(p.productId)
      const checked = seconds
        .filter((s) => s.secondary === venue)
        .map((s) => ({ productId: s.productId, symbol: s.symbol, precision: precision.get(s.productId) ?? 0 }))
      const list = [...own, ...checked]
      const key = listKey(list)
      const old = this.venues.get(venue)
      if (old?.key === key || (!old && list.length === 0)) continue
      changed.push(venue)
      if (old) this.retire(venue, old)
      const ids = new Set(own.map((p) => p.productId))
      if (list.length > 0) this.venues.set(venue, this.attachVenue(venue, list, key, ids))
    }
    const checks: CheckedProduct[] = seconds.flatMap((s) => {
      const secondaryFeed = this.venues.get(s.secondary)?.feed
      return secondaryFeed
        ? [{ productId: s.productId, primary: s.primary, secondary: s.secondary, secondaryFeed }]
        : []
    })
    // Rebuilt with the routes (a rebuilt venue feed is a new secondary); it learns both prices again from their next ticks.
    this.crossCheck = this.cross && checks.length > 0 ? new CrossCheck(checks, this.cross) : undefined
    const rest = this.products.filter((p) => !priced.has(p.id))
    const restKey = rest.map((p) => p.id).join(',')
    const old = this.simulator
    if ([...(old?.ids ?? [])].join(',') !== restKey) {
      changed.push('simulator')
      if (old) {
        old.feed.stop()
        old.unsubscribe()
      }
      this.simulator = rest.length > 0 ? this.attachSimulator(rest) : undefined
    }
    return changed
  }

  private retire(venue: VenueName, part: VenuePart): void {
    const before = this.carried.get(venue) ?? zero()
    part.feed.stop()
    part.unsubscribe()
    const counts = countsOf(part.feed)
    this.carried.set(venue, {
      reconnects: before.reconnects + counts.reconnects,
      backfilledBars: before.backfilledBars + counts.backfilledBars,
      trades: before.trades + counts.trades,
    })
    this.venues.delete(venue)
  }

  private attachVenue(venue: VenueName, list: readonly VenueProduct[], key: string, ids: Set<number>): VenuePart {
    const feed = this.build.venue(venue, list)
    const ticks = this.listen(feed, ids)
    const bars = feed.subscribeBars((all) => this.emitBars(all.filter((bar) => ids.has(bar.productId))))
    const part = {
      feed,
      key,
      ids,
      unsubscribe: () => {
        ticks()
        bars()
      },
    }
    if (this.running) feed.start(this.from(ids))
    return part
  }

  private attachSimulator(rest: readonly ModelProduct[]): SimulatorPart {
    const feed = this.build.simulator(rest)
    const ids = new Set(rest.map((p) => p.id))
    const part = { feed, ids, unsubscribe: this.listen(feed, ids) }
    if (this.running) feed.start(this.from(ids))
    return part
  }

  /** Passes on the feed's ticks of the products it prices, through the cross-check (which also sees the others). */
  private listen(feed: MarketFeed, ids: ReadonlySet<number>): () => void {
    return feed.subscribe((all) => {
      const ticks = (this.crossCheck ? this.crossCheck.pass(all) : all).filter((tick) => ids.has(tick.productId))
      if (ticks.length === 0) return
      for (const tick of ticks) {
        const seen = this.last.get(tick.productId)
        if (!seen || tick.t > seen.t) this.last.set(tick.productId, { price: tick.price, t: tick.t })
      }
      this.listeners.emit(ticks)
    })
  }

  private emitBars(bars: readonly VenueBar[]): void {
    if (bars.length === 0) return
    for (const listener of this.barListeners) listener(bars)
  }

  private from(ids: ReadonlySet<number>): Map<number, LastTick> {
    return new Map([...this.last].filter(([id]) => ids.has(id)))
  }

  private partOf(productId: number): { feed: MarketFeed } | undefined {
    for (const part of this.venues.values()) if (part.ids.has(productId)) return part
    return this.simulator?.ids.has(productId) ? this.simulator : undefined
  }
}
