// One venue as a MarketFeed: a supervised session per stream endpoint (session.ts), trades turned into ticks
// (ticks.ts), closed 1 m bars passed on once in time order (bars.ts), and the REST backfill of the bars a lost
// connection missed (for a stream of prices without bars, once the venue's prices show the missed minute closed).
// A venue that says a symbol is not tradeable (OANDA over a weekend) makes its product `closed` until a tradeable
// price comes. Only the engine process runs it (create.ts).
import { type FeedCondition, type LastTick, Listeners, type MarketFeed, type Tick, type TickListener } from '../feed'
import { type Bar, BarLedger, type BarListener, MINUTE, type RawBar } from './bars'
import { ConnectionBudget } from './connection-budget'
import type { StreamSpec, VenueEvent, VenueProtocol } from './protocol'
import { Session } from './session'
import { TickWindows, type TradeVerdict } from './ticks'
import type { Scheduler, Transport } from './transport'

/** A product this venue prices: its Tern id, the venue's symbol and the product's price precision. */
export interface VenueProduct {
  productId: number
  symbol: string
  precision: number
}

export interface VenueFeedOptions {
  transport: Transport
  scheduler: Scheduler
  random?: () => number
  /** At most one tick per product per this many ms (default 250). */
  tickIntervalMs?: number
  log?: (message: string) => void
  /** Runs after stop() (closing a recording). */
  onStop?: () => void
  /** The venue's connection budget, kept across rebuilds (default: a new one at the protocol's limit). */
  budget?: ConnectionBudget
}

const MAX_BACKFILL_CALLS = 10

export class VenueFeed implements MarketFeed {
  readonly sessions: Session[]
  readonly stats = { trades: 0, duplicates: 0, outOfOrder: 0, backfills: 0, backfilledBars: 0, backfillErrors: 0 }
  private readonly listeners = new Listeners()
  private readonly barListeners = new Set<BarListener>()
  private readonly bySymbol = new Map<string, VenueProduct>()
  private readonly last = new Map<number, number>()
  private readonly windows: TickWindows
  private readonly bars: BarLedger
  /** The newest venue time seen per symbol: which bars the venue has closed, judged by its own clock. */
  private readonly venueNow = new Map<string, number>()
  /** Symbols the venue last said are not tradeable. */
  private readonly closed = new Set<string>()
  /** Products of a prices-only stream with bars missed in a gap, not yet fetched (backfillGaps). */
  private readonly gaps = new Set<number>()
  private backfilling = false
  private readonly log: (message: string) => void

  constructor(
    private readonly protocol: VenueProtocol,
    readonly products: readonly VenueProduct[],
    private readonly options: VenueFeedOptions,
  ) {
    const { scheduler } = options
    this.log = options.log ?? ((message) => console.log(`[tern] ${message}`))
    for (const product of products) this.bySymbol.set(product.symbol, product)
    this.windows = new TickWindows({
      source: protocol.name,
      intervalMs: options.tickIntervalMs ?? 250,
      setTimer: (run, ms) => scheduler.setTimeout(run, ms),
      emit: (ticks) => this.emitTicks(ticks),
    })
    this.bars = new BarLedger(protocol.name, (bars) => {
      for (const listener of this.barListeners) listener(bars)
    })
    const symbols = products.map((p) => p.symbol)
    const budget = options.budget ?? new ConnectionBudget(protocol.connectionBudget)
    this.sessions = protocol.streams.map((spec) => this.session(spec, symbols, budget))
  }

  private session(spec: StreamSpec, symbols: readonly string[], budget: ConnectionBudget): Session {
    return new Session({
      spec,
      symbols,
      budget,
      transport: this.options.transport,
      scheduler: this.options.scheduler,
      random: this.options.random ?? Math.random,
      log: this.log,
      sink: {
        events: (events, receivedAt) => this.onEvents(events, receivedAt),
        live: (afterGap) => {
          if (afterGap && spec.carriesBars) void this.backfill()
        },
        lost: () => {
          if (spec.pricesOnly) this.markGap()
        },
      },
    })
  }

  start(from: ReadonlyMap<number, LastTick>): void {
    for (const product of this.products) {
      this.windows.track(product.productId, product.precision, from.get(product.productId)?.t ?? 0)
      this.bars.track(product.productId, product.precision)
    }
    for (const session of this.sessions) session.start()
  }

  stop(): void {
    for (const session of this.sessions) session.stop()
    this.windows.flush(Number.POSITIVE_INFINITY)
    this.options.onStop?.()
  }

  subscribe(listener: TickListener): () => void {
    return this.listeners.add(listener)
  }

  /** Closed 1 m bars, each once, in time order per product (from the stream and from backfills). */
  subscribeBars(listener: BarListener): () => void {
    this.barListeners.add(listener)
    return () => this.barListeners.delete(listener)
  }

  price(productId: number): number | undefined {
    return this.last.get(productId)
  }

  /** Product ids whose symbols are stale on any of the venue's streams. */
  staleProducts(): number[] {
    const stale = new Set(this.sessions.flatMap((s) => s.staleSymbols()))
    return this.products.filter((p) => stale.has(p.symbol)).map((p) => p.productId)
  }

  /** Stale while any of the venue's streams is stale for the symbol; else closed while the venue says it does not
   * trade the symbol (a crypto venue never does). */
  condition(productId: number): FeedCondition {
    if (this.staleProducts().includes(productId)) return 'stale'
    const symbol = this.products.find((p) => p.productId === productId)?.symbol
    return symbol !== undefined && this.closed.has(symbol) ? 'closed' : 'venue'
  }

  private emitTicks(ticks: Tick[]): void {
    for (const tick of ticks) this.last.set(tick.productId, tick.price)
    this.listeners.emit(ticks)
  }

  private onEvents(events: readonly VenueEvent[], receivedAt: number): void {
    for (const event of events) {
      if (event.kind !== 'trade' && event.kind !== 'bar' && event.kind !== 'status') continue
      const product = this.bySymbol.get(event.symbol)
      if (!product) continue
      if (event.kind === 'status') {
        if (event.open) this.closed.delete(event.symbol)
        else this.closed.add(event.symbol)
      }
      const venueT = event.kind === 'trade' ? event.trade.venueT : event.venueT
      this.venueNow.set(event.symbol, Math.max(this.venueNow.get(event.symbol) ?? 0, venueT))
      this.bars.baseline(product.productId, venueT)
      if (event.kind === 'trade') this.count(this.windows.add(product.productId, event.trade, receivedAt))
      else if (event.kind === 'bar' && event.closed) this.bars.add(product.productId, [event.bar])
    }
    this.backfillGaps()
  }

  private count(verdict: TradeVerdict): void {
    if (verdict === 'accepted') this.stats.trades += 1
    else if (verdict === 'duplicate') this.stats.duplicates += 1
    else if (verdict === 'out-of-order') this.stats.outOfOrder += 1
  }

  /** A prices-only stream was lost: the bars from the minute of each product's last price are wanted from REST. */
  private markGap(): void {
    for (const product of this.products) {
      const seen = this.venueNow.get(product.symbol)
      if (seen === undefined) continue
      this.bars.missedFrom(product.productId, seen)
      this.gaps.add(product.productId)
    }
  }

  /** The missed bars of a prices-only stream, fetched once the venue's prices show their minute closed. */
  private backfillGaps(): void {
    if (this.gaps.size === 0 || this.backfilling) return
    const due = this.products.filter((p) => {
      const from = this.bars.next(p.productId)
      const to = this.venueNow.get(p.symbol)
      return this.gaps.has(p.productId) && from !== undefined && to !== undefined && from + MINUTE <= to
    })
    if (due.length === 0) return
    for (const product of due) this.gaps.delete(product.productId)
    this.backfilling = true
    void this.backfill(due).finally(() => {
      this.backfilling = false
    })
  }

  /** After a gap: the closed bars each product missed, from REST, merged with what the stream brings meanwhile. */
  private async backfill(products: readonly VenueProduct[] = this.products): Promise<void> {
    this.stats.backfills += 1
    const wanted: { product: VenueProduct; from: number; to: number }[] = []
    for (const product of products) {
      const from = this.bars.next(product.productId)
      const to = this.venueNow.get(product.symbol)
      if (from === undefined || to === undefined || from + MINUTE > to) continue
      // Held at once for every product: a bar the stream closes while an earlier product's call runs must wait too.
      this.bars.hold(product.productId)
      wanted.push({ product, from, to })
    }
    for (const { product, from, to } of wanted) {
      let fetched: RawBar[] = []
      try {
        fetched = await this.closedBars(product.symbol, from, to)
        this.stats.backfilledBars += fetched.length
      } catch (error) {
        this.stats.backfillErrors += 1
        this.log(`${this.protocol.name}: backfill of ${product.symbol} failed (${(error as Error).message})`)
      }
      this.bars.add(product.productId, fetched, true)
    }
  }

  /** Bars that closed (by the venue's clock) in [from, to), over as many calls as the venue's page size needs. */
  private async closedBars(symbol: string, from: number, to: number): Promise<RawBar[]> {
    const out: RawBar[] = []
    let start = from
    for (let call = 0; call < MAX_BACKFILL_CALLS && start + MINUTE <= to; call++) {
      const answer = await this.options.transport.get(
        this.protocol.candlesUrl(symbol, start, to),
        this.protocol.restHeaders,
      )
      if (answer.status !== 200) throw new Error(`HTTP ${answer.status}`)
      const page = this.protocol.parseCandles(answer.body)
      out.push(...page.filter((b) => b.t >= start && b.t + MINUTE <= to))
      if (page.length < this.protocol.maxBarsPerCall) break
      start = Math.max(...page.map((b) => b.t)) + MINUTE
    }
    return out
  }
}

export type { Bar }
