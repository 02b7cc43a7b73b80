// Candles: interval arithmetic, the pure aggregation of ticks (or finer candles) into candles, and a bounded
// in-memory series per product and interval. Prices are integer units, volume is base units.
import type { KlineInterval } from '../../contract/market'
import type { Tick } from './feed'

export const intervalMs: Record<KlineInterval, number> = {
  '1m': 60_000,
  '5m': 300_000,
  '15m': 900_000,
  '30m': 1_800_000,
  '1h': 3_600_000,
  '1d': 86_400_000,
}

export interface CandleValues {
  /** Start of the interval, epoch ms (UTC-aligned, so daily candles start at 00:00 UTC). */
  t: number
  o: number
  h: number
  l: number
  c: number
  v: number
}

export function bucketStart(t: number, interval: KlineInterval): number {
  const ms = intervalMs[interval]
  return Math.floor(t / ms) * ms
}

/** Folds one more observation into candles: extends the last candle or opens a new one. Mutates `out`. */
export function foldInto(out: CandleValues[], point: CandleValues, interval: KlineInterval): void {
  const t = bucketStart(point.t, interval)
  const last = out[out.length - 1]
  if (last && last.t === t) {
    last.h = Math.max(last.h, point.h)
    last.l = Math.min(last.l, point.l)
    last.c = point.c
    last.v += point.v
  } else if (!last || t > last.t) {
    out.push({ t, o: point.o, h: point.h, l: point.l, c: point.c, v: point.v })
  }
}

/** Candles of ticks sorted by time: open = first tick, close = last, high/low = extremes, volume = sum. */
export function aggregateTicks(ticks: readonly Tick[], interval: KlineInterval): CandleValues[] {
  const out: CandleValues[] = []
  for (const { t, price: p, volume: v } of ticks) foldInto(out, { t, o: p, h: p, l: p, c: p, v }, interval)
  return out
}

/** Rolls finer candles (sorted) up into a coarser interval. */
export function rollUp(candles: readonly CandleValues[], interval: KlineInterval): CandleValues[] {
  const out: CandleValues[] = []
  for (const candle of candles) foldInto(out, candle, interval)
  return out
}

const FIELDS = ['t', 'o', 'h', 'l', 'c', 'v'] as const
type Columns = Record<(typeof FIELDS)[number], Float64Array>

/**
 * Room for `size` candles: one buffer, a view per field. Typed arrays are dear to make (tens of microseconds each
 * on a busy machine): a market's start made 1,512 of 8 KB, 0.1 to 0.5 s.
 */
function allocate(size: number): Columns {
  const buffer = new Float64Array(FIELDS.length * size)
  const view = (i: number) => buffer.subarray(i * size, (i + 1) * size)
  return { t: view(0), o: view(1), h: view(2), l: view(3), c: view(4), v: view(5) }
}

/** A series gets room for this many candles with its first one, and doubles it up to its capacity as it fills. */
const FIRST_ROOM = 64
const NO_ROOM = allocate(0)

/**
 * The newest `capacity` candles of one product and interval, in a ring of typed arrays (no object churn). The
 * room grows as candles arrive (start stays 0 until the ring is full at `capacity`): an empty series has none.
 */
export class CandleSeries {
  private columns = NO_ROOM
  private room = 0
  private start = 0
  length = 0

  constructor(
    readonly interval: KlineInterval,
    readonly capacity: number,
  ) {}

  private grow(): void {
    const old = this.columns
    this.room = Math.min(this.capacity, Math.max(FIRST_ROOM, this.room * 2))
    this.columns = allocate(this.room)
    for (const field of FIELDS) this.columns[field].set(old[field].subarray(0, this.length))
  }

  /** Candle i, 0 = oldest kept. */
  at(i: number): CandleValues | undefined {
    if (i < 0 || i >= this.length) return undefined
    const k = (this.start + i) % this.room
    const c = this.columns
    return { t: c.t[k] ?? 0, o: c.o[k] ?? 0, h: c.h[k] ?? 0, l: c.l[k] ?? 0, c: c.c[k] ?? 0, v: c.v[k] ?? 0 }
  }

  last(): CandleValues | undefined {
    return this.at(this.length - 1)
  }

  private write(k: number, candle: CandleValues): void {
    for (const field of FIELDS) this.columns[field][k] = candle[field]
  }

  /** Appends a candle newer than the last one (older ones are ignored), dropping the oldest when full. */
  push(candle: CandleValues): void {
    const last = this.last()
    if (last && candle.t <= last.t) return
    if (this.length < this.capacity) {
      if (this.length === this.room) this.grow()
      this.write((this.start + this.length) % this.room, candle)
      this.length += 1
    } else {
      this.write(this.start, candle)
      this.start = (this.start + 1) % this.capacity
    }
  }

  /** Folds a tick in; returns the start time of the candle it changed, or undefined for a late tick. */
  apply(tick: Tick): number | undefined {
    const t = bucketStart(tick.t, this.interval)
    const last = this.last()
    if (last && t < last.t) return undefined
    if (!last || t > last.t) {
      this.push({ t, o: tick.price, h: tick.price, l: tick.price, c: tick.price, v: tick.volume })
      return t
    }
    const k = (this.start + this.length - 1) % this.room
    const c = this.columns
    c.h[k] = Math.max(c.h[k] ?? tick.price, tick.price)
    c.l[k] = Math.min(c.l[k] ?? tick.price, tick.price)
    c.c[k] = tick.price
    c.v[k] = (c.v[k] ?? 0) + tick.volume
    return t
  }

  /**
   * Puts a candle in place of the one with its start, or where it belongs: appended when newest, inserted when a
   * start in the middle is missing (a venue's bar for a minute without ticks; the oldest then drops when full).
   * False when it is older than everything kept in a full series.
   */
  upsert(candle: CandleValues): boolean {
    const last = this.last()
    if (!last || candle.t > last.t) {
      this.push(candle)
      return true
    }
    const i = this.indexFrom(candle.t)
    if (this.at(i)?.t === candle.t) {
      this.write((this.start + i) % this.room, candle)
      return true
    }
    if (i === 0 && this.length === this.capacity) return false
    const all = this.range(Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY)
    all.splice(i, 0, candle)
    this.start = 0
    this.length = 0
    for (const c of all) this.push(c)
    return true
  }

  /** The candles with from <= t < to, oldest first. */
  range(from: number, to: number): CandleValues[] {
    const out: CandleValues[] = []
    for (let i = this.indexFrom(from); i < this.length; i++) {
      const candle = this.at(i)
      if (!candle || candle.t >= to) break
      out.push(candle)
    }
    return out
  }

  /** Index of the first candle with t >= time (length when none). */
  indexFrom(time: number): number {
    let lo = 0
    let hi = this.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((this.at(mid)?.t ?? 0) < time) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  /** Up to `limit` newest candles with t < before (all when before is undefined), oldest first. */
  slice(limit: number, before?: number): CandleValues[] {
    const end = before === undefined ? this.length : this.indexFrom(before)
    const out: CandleValues[] = []
    for (let i = Math.max(0, end - limit); i < end; i++) {
      const candle = this.at(i)
      if (candle) out.push(candle)
    }
    return out
  }
}
