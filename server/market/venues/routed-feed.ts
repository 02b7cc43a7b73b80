// Several feeds behind one: each product is priced by exactly one of them (a venue, or the simulator for the
// products no switched-on venue prices).
import {
  type BarListener,
  type FeedCondition,
  type LastTick,
  Listeners,
  type MarketFeed,
  type TickListener,
} from '../feed'

export interface FeedPart {
  feed: MarketFeed
  productIds: ReadonlySet<number>
}

export class RoutedFeed implements MarketFeed {
  private readonly listeners = new Listeners()
  private readonly unsubscribes: (() => void)[]

  constructor(readonly parts: readonly FeedPart[]) {
    this.unsubscribes = parts.map((part) => part.feed.subscribe((ticks) => this.listeners.emit(ticks)))
  }

  start(from: ReadonlyMap<number, LastTick>): void {
    for (const part of this.parts) {
      part.feed.start(new Map([...from].filter(([id]) => part.productIds.has(id))))
    }
  }

  stop(): void {
    for (const part of this.parts) part.feed.stop()
  }

  subscribe(listener: TickListener): () => void {
    return this.listeners.add(listener)
  }

  /** The closed 1 m bars of every part that has them (the venues). */
  subscribeBars(listener: BarListener): () => void {
    const unsubscribes = this.parts.flatMap((part) => part.feed.subscribeBars?.(listener) ?? [])
    return () => {
      for (const unsubscribe of unsubscribes) unsubscribe()
    }
  }

  price(productId: number): number | undefined {
    return this.parts.find((part) => part.productIds.has(productId))?.feed.price(productId)
  }

  condition(productId: number): FeedCondition {
    return this.parts.find((part) => part.productIds.has(productId))?.feed.condition(productId) ?? 'simulated'
  }

  /** Detaches from the parts (after stop). */
  dispose(): void {
    for (const unsubscribe of this.unsubscribes) unsubscribe()
  }
}
