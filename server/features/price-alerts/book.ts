// The engine's in-memory index of active alerts: per product, two arrays sorted by target price. A tick at price p
// fires the "above" alerts with target <= p (a prefix of theirs) and the "below" alerts with target >= p (a
// suffix), each found by binary search, so checking a tick costs O(log n) plus the alerts it fires.
import type { PriceAlertDirection } from '../../../contract/price-alerts'

export interface BookAlert {
  id: number
  userId: number
  productId: number
  direction: PriceAlertDirection
  /** Price units. */
  target: number
  /** Epoch ms of the tick the alert was set against: only ticks after it fire it. */
  watchT: number
}

/** The crossing rule: an alert fires on a tick at or beyond its target ("above": p >= target, "below": p <= target). */
export function crosses(direction: PriceAlertDirection, target: number, price: number): boolean {
  return direction === 'above' ? price >= target : price <= target
}

/** The first index whose target is greater than `price` (strict) or at least `price` (not strict). */
function searchTarget(list: readonly BookAlert[], price: number, strict: boolean): number {
  let low = 0
  let high = list.length
  while (low < high) {
    const mid = (low + high) >>> 1
    const target = (list[mid] as BookAlert).target
    if (strict ? target <= price : target < price) low = mid + 1
    else high = mid
  }
  return low
}

interface Sides {
  above: BookAlert[]
  below: BookAlert[]
}

export class AlertBook {
  private readonly products = new Map<number, Sides>()
  private readonly byId = new Map<number, BookAlert>()

  get size(): number {
    return this.byId.size
  }

  has(id: number): boolean {
    return this.byId.has(id)
  }

  productIds(): number[] {
    return [...this.products.keys()]
  }

  /** Adds many alerts at once (start-up): appended, then each touched list sorted once. */
  load(alerts: readonly BookAlert[]): void {
    const touched = new Set<BookAlert[]>()
    for (const alert of alerts) {
      if (this.byId.has(alert.id)) continue
      this.byId.set(alert.id, alert)
      const list = this.sides(alert.productId)[alert.direction]
      list.push(alert)
      touched.add(list)
    }
    for (const list of touched) list.sort((a, b) => a.target - b.target)
  }

  add(alert: BookAlert): void {
    if (this.byId.has(alert.id)) return
    this.byId.set(alert.id, alert)
    const list = this.sides(alert.productId)[alert.direction]
    list.splice(searchTarget(list, alert.target, true), 0, alert)
  }

  remove(id: number): void {
    const alert = this.byId.get(id)
    if (!alert) return
    this.byId.delete(id)
    const list = this.sides(alert.productId)[alert.direction]
    for (let i = searchTarget(list, alert.target, false); i < list.length; i++) {
      if (list[i] === alert) {
        list.splice(i, 1)
        break
      }
    }
  }

  /** Takes out and returns the alerts a tick of `productId` at time t and price p fires. */
  crossed(productId: number, t: number, price: number): BookAlert[] {
    const sides = this.products.get(productId)
    if (!sides) return []
    const fired: BookAlert[] = []
    const end = searchTarget(sides.above, price, true)
    if (end > 0) sides.above.splice(0, end, ...this.split(sides.above.slice(0, end), t, fired))
    const start = searchTarget(sides.below, price, false)
    if (start < sides.below.length)
      sides.below.splice(start, sides.below.length - start, ...this.split(sides.below.slice(start), t, fired))
    return fired
  }

  /** The prices that would fire something on a product: at or below `low`, at or above `high` (null: none). */
  bounds(productId: number): { low: number | null; high: number | null; since: number } {
    const sides = this.products.get(productId)
    const low = sides?.below.at(-1)?.target ?? null
    const high = sides?.above[0]?.target ?? null
    let since = Number.POSITIVE_INFINITY
    for (const alert of [...(sides?.above ?? []), ...(sides?.below ?? [])]) since = Math.min(since, alert.watchT)
    return { low, high, since }
  }

  /** Moves the alerts set before t into `fired` (and out of the index); returns those that stay. */
  private split(candidates: readonly BookAlert[], t: number, fired: BookAlert[]): BookAlert[] {
    const kept: BookAlert[] = []
    for (const alert of candidates) {
      if (alert.watchT < t) {
        fired.push(alert)
        this.byId.delete(alert.id)
      } else kept.push(alert)
    }
    return kept
  }

  private sides(productId: number): Sides {
    let sides = this.products.get(productId)
    if (!sides) {
      sides = { above: [], below: [] }
      this.products.set(productId, sides)
    }
    return sides
  }
}
