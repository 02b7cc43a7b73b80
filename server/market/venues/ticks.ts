// From venue trades to Tern ticks. Per product: a trade whose id is not above the last accepted id is a
// duplicate, one older (venue time) than the last accepted trade is out of order; both are dropped. The rest are
// folded into windows of our receive clock (default 250 ms): each window that saw trades becomes one tick at the
// last trade's price with the window's volume summed, at the last trade's receive time (strictly after the
// product's previous tick). The venue's time of that trade and our receive time are kept on the tick.
import type { Tick } from '../feed'

/** One trade as the venue reported it. */
export interface Trade {
  /** The venue's trade id (Binance aggregate id, OKX tradeId): increasing per symbol. */
  id: number | undefined
  /** Venue time, epoch ms. */
  venueT: number
  /** Decimal string as received. */
  price: string
  /** Base quantity. */
  size: number
}

export type TradeVerdict = 'accepted' | 'duplicate' | 'out-of-order' | 'bad-price'

/**
 * A venue price (decimal string) in the product's integer units, rounded half up to its precision (a venue
 * quotes finer than Tern shows: 67000.12345678 -> 6700012 at precision 2). Undefined when not a positive price.
 */
export function venuePriceUnits(text: string, precision: number): number | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text)
  if (!match) return undefined
  const digits = match[2] ?? ''
  const kept = digits.slice(0, precision).padEnd(precision, '0')
  const roundUp = (digits[precision] ?? '0') >= '5'
  const units = Number(`${match[1]}${kept}`) + (roundUp ? 1 : 0)
  return Number.isSafeInteger(units) && units > 0 ? units : undefined
}

interface Pending {
  window: number
  price: number
  volume: number
  venueT: number
  receivedT: number
}

interface ProductTrades {
  precision: number
  lastId: number | undefined
  lastVenueT: number
  /** Time of the last tick emitted (or known at start). */
  lastT: number
  pending: Pending | undefined
}

export interface TickWindowsOptions {
  source: string
  intervalMs: number
  setTimer(run: () => void, ms: number): void
  emit(ticks: Tick[]): void
}

export class TickWindows {
  private readonly products = new Map<number, ProductTrades>()
  private timerArmed = false

  constructor(private readonly options: TickWindowsOptions) {}

  /** Registers a product; `lastT` is its last known tick time, so new ticks come strictly after it. */
  track(productId: number, precision: number, lastT: number): void {
    this.products.set(productId, { precision, lastId: undefined, lastVenueT: 0, lastT, pending: undefined })
  }

  add(productId: number, trade: Trade, receivedT: number): TradeVerdict {
    const state = this.products.get(productId)
    if (!state) return 'bad-price'
    if (trade.id !== undefined && state.lastId !== undefined && trade.id <= state.lastId) return 'duplicate'
    if (trade.venueT < state.lastVenueT) return 'out-of-order'
    const price = venuePriceUnits(trade.price, state.precision)
    if (price === undefined) return 'bad-price'
    state.lastId = trade.id ?? state.lastId
    state.lastVenueT = trade.venueT
    const { intervalMs } = this.options
    const window = Math.floor(receivedT / intervalMs) * intervalMs
    // A timer that fires late must not merge two windows: a trade of a newer window flushes the older one first.
    if (state.pending && state.pending.window < window) this.flush(window)
    const pending = state.pending
    if (pending) {
      pending.price = price
      pending.volume += trade.size
      pending.venueT = trade.venueT
      pending.receivedT = receivedT
    } else {
      state.pending = { window, price, volume: trade.size, venueT: trade.venueT, receivedT }
    }
    this.arm(window, receivedT)
    return 'accepted'
  }

  /** Flushes at the end of the oldest pending window (one timer at a time; later windows re-arm it). */
  private arm(window: number, now: number): void {
    if (this.timerArmed) return
    this.timerArmed = true
    const end = window + this.options.intervalMs
    this.options.setTimer(() => {
      this.timerArmed = false
      this.flush(end)
      let oldest: number | undefined
      for (const state of this.products.values()) {
        const w = state.pending?.window
        if (w !== undefined && (oldest === undefined || w < oldest)) oldest = w
      }
      if (oldest !== undefined) this.arm(oldest, end)
    }, end - now)
  }

  /** Emits the pending windows that started before `before` (all of them for +Infinity), as one batch. */
  flush(before: number): void {
    const ticks: Tick[] = []
    for (const [productId, state] of this.products) {
      const pending = state.pending
      if (!pending || pending.window >= before) continue
      state.pending = undefined
      const t = Math.max(pending.receivedT, state.lastT + 1)
      state.lastT = t
      ticks.push({
        productId,
        t,
        price: pending.price,
        volume: pending.volume,
        source: this.options.source,
        venueT: pending.venueT,
        receivedT: pending.receivedT,
      })
    }
    if (ticks.length > 0) this.options.emit(ticks)
  }
}
