import { type FeedCondition, Listeners, type MarketFeed, type Tick, type TickListener } from './feed'

/** A feed that emits exactly the ticks it is given: for tests and replays. start() and stop() do nothing. */
export class ScriptedFeed implements MarketFeed {
  private readonly listeners = new Listeners()
  private readonly last = new Map<number, number>()
  started = false
  /** What the feed says of every product not in `conditions`: 'venue' makes it a test venue (live or delayed). */
  defaultCondition: FeedCondition = 'simulated'
  readonly conditions = new Map<number, FeedCondition>()

  start(): void {
    this.started = true
  }

  stop(): void {
    this.started = false
  }

  subscribe(listener: TickListener): () => void {
    return this.listeners.add(listener)
  }

  price(productId: number): number | undefined {
    return this.last.get(productId)
  }

  condition(productId: number): FeedCondition {
    return this.conditions.get(productId) ?? this.defaultCondition
  }

  /** Publishes one batch. Volume defaults to 1 base unit. */
  emit(ticks: readonly (Omit<Tick, 'volume'> & { volume?: number })[]): void {
    const batch = ticks.map((tick) => ({ ...tick, volume: tick.volume ?? 1 }))
    for (const tick of batch) this.last.set(tick.productId, tick.price)
    this.listeners.emit(batch)
  }
}
