// The cross-check of a product priced by two venues (README: Real prices). Both sources are subscribed; the
// primary supplies the ticks. While the secondary counts (its stream is not stale for the symbol and its last tick
// arrived within the liveness window), the two last prices must agree within the band: |primary - secondary| /
// primary <= TERN_FEED_CROSS_BAND percent. Beyond it the product is stale (delayed) rather than priced by either
// venue, and the primary's ticks are held back (not recorded, no candle, no engine decision) until they agree
// again. A secondary that is stale, silent or has not traded yet does not hold the primary back.
import type { FeedCondition, MarketFeed, Tick } from '../feed'

/** A product with both of its venues switched on. */
export interface CheckedProduct {
  productId: number
  /** Venue names as ticks carry them in `source` ('binance', 'okx'). */
  primary: string
  secondary: string
  /** The feed that subscribes the secondary's symbol (its stream's staleness counts). */
  secondaryFeed: MarketFeed
}

export interface CrossCheckOptions {
  /** The band, percent of the primary's price (TERN_FEED_CROSS_BAND, default 1). */
  bandPercent: number
  /** The secondary counts while its last tick is at most this old (ms, the liveness window). */
  freshMs: number
  /** Our receive clock (epoch ms), the one ticks are timed by. */
  now: () => number
  log: (message: string) => void
}

/** Two sources agree, the primary stands alone (no usable secondary), or they differ beyond the band. */
export type CrossVerdict = 'agree' | 'alone' | 'diverged'

interface Seen {
  price: number
  t: number
}

export class CrossCheck {
  readonly stats = { divergences: 0, heldTicks: 0 }
  private readonly products = new Map<number, CheckedProduct>()
  private readonly last = new Map<string, Seen>()
  private readonly diverged = new Set<number>()

  constructor(
    products: readonly CheckedProduct[],
    private readonly options: CrossCheckOptions,
  ) {
    for (const product of products) this.products.set(product.productId, product)
  }

  covers(productId: number): boolean {
    return this.products.has(productId)
  }

  /** Takes note of every tick of either source, then says which of them the market may have. */
  pass(ticks: readonly Tick[]): Tick[] {
    for (const tick of ticks) {
      if (tick.source && this.products.has(tick.productId)) {
        this.last.set(`${tick.source}:${tick.productId}`, { price: tick.price, t: tick.t })
      }
    }
    const passed: Tick[] = []
    for (const tick of ticks) {
      const product = this.products.get(tick.productId)
      if (!product) {
        passed.push(tick)
        continue
      }
      const diverged = this.note(product) === 'diverged'
      if (tick.source !== product.primary) continue
      if (diverged) this.stats.heldTicks += 1
      else passed.push(tick)
    }
    return passed
  }

  /** 'stale' while the product's two sources differ beyond the band; 'venue' otherwise. */
  condition(productId: number): FeedCondition {
    const product = this.products.get(productId)
    return product && this.verdict(product) === 'diverged' ? 'stale' : 'venue'
  }

  verdict(product: CheckedProduct): CrossVerdict {
    const primary = this.last.get(`${product.primary}:${product.productId}`)
    const secondary = this.last.get(`${product.secondary}:${product.productId}`)
    if (!primary || !secondary) return 'alone'
    if (this.options.now() - secondary.t > this.options.freshMs) return 'alone'
    if (product.secondaryFeed.condition(product.productId) !== 'venue') return 'alone'
    const apart = Math.abs(primary.price - secondary.price) * 100
    return apart > this.options.bandPercent * primary.price ? 'diverged' : 'agree'
  }

  /** The verdict now, logged when the product starts or stops diverging. */
  private note(product: CheckedProduct): CrossVerdict {
    const verdict = this.verdict(product)
    const id = product.productId
    if (verdict === 'diverged' && !this.diverged.has(id)) {
      this.diverged.add(id)
      this.stats.divergences += 1
      this.options.log(`cross-check: product ${id} ${this.describe(product)}: delayed`)
    } else if (verdict !== 'diverged' && this.diverged.delete(id)) {
      this.options.log(`cross-check: product ${id} ${this.describe(product)}: live again`)
    }
    return verdict
  }

  private describe(product: CheckedProduct): string {
    const price = (source: string) => this.last.get(`${source}:${product.productId}`)?.price ?? '-'
    return `${product.primary} ${price(product.primary)} vs ${product.secondary} ${price(product.secondary)}`
  }
}
