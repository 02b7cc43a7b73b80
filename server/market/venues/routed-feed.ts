// Several feeds behind one: each product is priced by exactly one of them (a venue, or the simulator for the
// products no switched-on venue prices). A venue's feed may also carry products it is only the second source of:
// their ticks go to the cross-check (cross-check.ts), never to the market.
import { type FeedCondition, type LastTick, Listeners, type MarketFeed, type TickListener } from '../feed'
import type { CrossCheck } from './cross-check'

export interface FeedPart {
  feed: MarketFeed
  productIds: ReadonlySet<number>
}

export class RoutedFeed implements MarketFeed {
  private readonly listeners = new Listeners()
  private readonly unsubscribes: (() => void)[]

  constructor(
    readonly parts: readonly FeedPart[],
    readonly crossCheck?: CrossCheck,
  ) {
    this.unsubscribes = parts.map((part) =>
      part.feed.subscribe((ticks) => {
        const checked = crossCheck ? crossCheck.pass(ticks) : ticks
        const own = checked.filter((tick) => part.productIds.has(tick.productId))
        if (own.length > 0) this.listeners.emit(own)
      }),
    )
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

  price(productId: number): number | undefined {
    return this.parts.find((part) => part.productIds.has(productId))?.feed.price(productId)
  }

  /** The pricing feed's condition; a venue's product whose two sources disagree is stale. */
  condition(productId: number): FeedCondition {
    const condition = this.parts.find((part) => part.productIds.has(productId))?.feed.condition(productId)
    if (condition === undefined) return 'simulated'
    return condition === 'venue' && this.crossCheck ? this.crossCheck.condition(productId) : condition
  }

  /** Detaches from the parts (after stop). */
  dispose(): void {
    for (const unsubscribe of this.unsubscribes) unsubscribe()
  }
}
