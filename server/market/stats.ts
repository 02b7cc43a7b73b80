// 24-hour figures from candles, and the ranked lists. Pure functions.
import type { CandleValues } from './candles'

const DAY_MS = 86_400_000

export interface DayStats {
  /** Price 24 hours ago (open of the first candle in the window), units. */
  open: number
  high: number
  low: number
  last: number
  /** Base volume over the window. */
  volume: number
  /** Quote turnover over the window (sum of volume x close per candle). */
  turnover: number
}

/**
 * 24-hour stats from candles sorted by time (5-minute candles give a window accurate to 5 minutes): the
 * window holds the candles that start at or after the 5-minute boundary 24 hours before `now`.
 */
export function dayStats(
  candles: readonly CandleValues[],
  now: number,
  last: number,
  precision: number,
  bucketMs = 300_000,
): DayStats {
  const from = Math.floor((now - DAY_MS) / bucketMs) * bucketMs
  const scale = 10 ** precision
  const stats: DayStats = { open: last, high: last, low: last, last, volume: 0, turnover: 0 }
  let first = true
  for (const candle of candles) {
    if (candle.t < from || candle.t > now) continue
    if (first) {
      stats.open = candle.o
      first = false
    }
    stats.high = Math.max(stats.high, candle.h)
    stats.low = Math.min(stats.low, candle.l)
    stats.volume += candle.v
    stats.turnover += (candle.v * candle.c) / scale
  }
  return stats
}

export interface Ranked {
  id: number
  /** 24-hour change in basis points. */
  changeBp: number
  turnover: number
}

/** Highest change first (ties: lower id first), at most `limit`. */
export function topGainers<T extends Ranked>(items: readonly T[], limit: number): T[] {
  return [...items].sort((a, b) => b.changeBp - a.changeBp || a.id - b.id).slice(0, limit)
}

/** Highest turnover first (ties: lower id first), at most `limit`. */
export function topVolume<T extends Ranked>(items: readonly T[], limit: number): T[] {
  return [...items].sort((a, b) => b.turnover - a.turnover || a.id - b.id).slice(0, limit)
}

/** Change from open to last in basis points, rounded half away from zero. */
export function changeBasisPoints(open: number, last: number): number {
  if (open <= 0) return 0
  const bp = Math.round((Math.abs(last - open) * 10000) / open)
  return last < open ? -bp : bp
}
