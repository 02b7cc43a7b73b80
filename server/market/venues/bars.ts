// Closed one-minute bars per product, from the venue's stream (a kline that closed) and from REST backfill after a
// gap: each bar is passed on once, in time order. While a backfill is under way the stream's closed bars wait, so a
// bar that closes during the REST call cannot overtake the older bars the call brings.
import type { BarListener, VenueBar } from '../feed'
import { venuePriceUnits } from './ticks'

/** A bar as the venue reports it: t is its start (venue clock, epoch ms), prices decimal strings. */
export interface RawBar {
  t: number
  o: string
  h: string
  l: string
  c: string
  /** Base volume. */
  v: number
}

/** A closed one-minute bar in Tern's units (see price.ts), from `source`. */
export type Bar = VenueBar

export type { BarListener }

export const MINUTE = 60_000

interface ProductBars {
  precision: number
  /** Start of the newest bar passed on; undefined until the stream's first frame sets the baseline. */
  last: number | undefined
  /** Closed bars held back while a backfill runs. */
  held: RawBar[] | undefined
}

export class BarLedger {
  private readonly products = new Map<number, ProductBars>()

  constructor(
    private readonly source: string,
    private readonly emit: (bars: Bar[]) => void,
  ) {}

  track(productId: number, precision: number): void {
    this.products.set(productId, { precision, last: undefined, held: undefined })
  }

  /** The first venue time seen for a product: bars from that minute on are wanted. */
  baseline(productId: number, venueT: number): void {
    const state = this.products.get(productId)
    if (state && state.last === undefined) state.last = Math.floor(venueT / MINUTE) * MINUTE - MINUTE
  }

  /** A stream without bars lost its connection at venue time `venueT`: that minute's bar is wanted from REST. */
  missedFrom(productId: number, venueT: number): void {
    const state = this.products.get(productId)
    if (!state || state.last === undefined) return
    state.last = Math.max(state.last, Math.floor(venueT / MINUTE) * MINUTE - MINUTE)
  }

  /** Where a backfill for a product starts (the minute after the newest bar passed on), if it has a baseline. */
  next(productId: number): number | undefined {
    const last = this.products.get(productId)?.last
    return last === undefined ? undefined : last + MINUTE
  }

  hold(productId: number): void {
    const state = this.products.get(productId)
    if (state) state.held ??= []
  }

  /** Closed bars from the stream (held while a backfill runs) or from a backfill (`release` ends the hold). */
  add(productId: number, bars: readonly RawBar[], release = false): void {
    const state = this.products.get(productId)
    if (!state) return
    if (state.held && !release) {
      state.held.push(...bars)
      return
    }
    const all = [...bars, ...(release ? (state.held ?? []) : [])].sort((a, b) => a.t - b.t)
    if (release) state.held = undefined
    const out: Bar[] = []
    for (const raw of all) {
      if (state.last !== undefined && raw.t <= state.last) continue
      const bar = this.convert(productId, state.precision, raw)
      if (!bar) continue
      out.push(bar)
      state.last = raw.t
    }
    if (out.length > 0) this.emit(out)
  }

  private convert(productId: number, precision: number, raw: RawBar): Bar | undefined {
    const [o, h, l, c] = [raw.o, raw.h, raw.l, raw.c].map((p) => venuePriceUnits(p, precision))
    if (o === undefined || h === undefined || l === undefined || c === undefined) return undefined
    return { productId, t: raw.t, o, h, l, c, v: raw.v, source: this.source }
  }
}
