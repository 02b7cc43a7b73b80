// Deterministic back-history for a product with no recorded candles: a one-minute path generated backwards
// from the anchor (last known) price, rolled up into 5m..1h and daily candles, and older daily candles from a
// daily path before that, so every interval has `count` candles and all intervals agree with each other.
import type { KlineInterval } from '../../contract/market'
import { bucketStart, type CandleValues, intervalMs, rollUp } from './candles'
import { type ModelProduct, sampleVolume, stepLog, toUnits } from './model'
import { createRandom, hashSeed, type Random } from './random'

const SECONDS_PER_YEAR = 365 * 86400

function candleBetween(
  t: number,
  xOpen: number,
  xClose: number,
  wick: number,
  volume: number,
  random: Random,
): CandleValues {
  const o = toUnits(xOpen)
  const c = toUnits(xClose)
  const h = Math.max(o, c, toUnits(Math.max(xOpen, xClose) + Math.abs(random.normal()) * wick))
  const l = Math.min(o, c, toUnits(Math.min(xOpen, xClose) - Math.abs(random.normal()) * wick))
  return { t, o, h, l, c, v: volume }
}

/** `stepSeconds` candles ending just before `end` (exclusive), the last closing at x; returns oldest first. */
function backwards(p: ModelProduct, x: number, end: number, count: number, stepSeconds: number, random: Random) {
  const wick = (p.volatility / Math.sqrt(SECONDS_PER_YEAR)) * Math.sqrt(stepSeconds) * 0.6
  const out: CandleValues[] = new Array(count)
  let close = x
  for (let i = count - 1; i >= 0; i--) {
    const open = stepLog(close, p, stepSeconds, random)
    const volume = sampleVolume(p, toUnits(close), stepSeconds, random)
    out[i] = candleBetween(end - (count - i) * stepSeconds * 1000, open, close, wick, volume, random)
    close = open
  }
  return { candles: out, firstOpen: close }
}

const levels: readonly KlineInterval[] = ['1m', '5m', '15m', '30m', '1h', '1d']

/**
 * History for every interval, each list oldest first with at least `count` candles, ending at `anchor` just
 * before the minute of `now`. The path is generated backwards in segments of growing step (1m steps for the
 * newest `count` minutes, 5m steps before that, ... daily steps last), each segment aligned to the next
 * interval's boundary, so an interval's candles roll up exactly from the segments at least as fine as it.
 * The newest candle of the coarser intervals is the current, still open one. Deterministic in its inputs.
 */
export function generateHistory(
  p: ModelProduct,
  anchor: number,
  now: number,
  count: number,
  seed: number,
): Record<KlineInterval, CandleValues[]> {
  const random = createRandom(hashSeed(seed, p.id, 'history'))
  const segments: CandleValues[][] = []
  let end = bucketStart(now, '1m')
  let x = Math.log(anchor)
  for (const [i, level] of levels.entries()) {
    const coarser = levels[i + 1]
    const from = end - count * intervalMs[level]
    const start = coarser ? bucketStart(from, coarser) : from
    const steps = (end - start) / intervalMs[level]
    const segment = backwards(p, x, end, steps, intervalMs[level] / 1000, random)
    segments.unshift(segment.candles)
    x = segment.firstOpen
    end = start
  }
  const result = {} as Record<KlineInterval, CandleValues[]>
  for (const [i, level] of levels.entries()) {
    const finer = segments.slice(levels.length - 1 - i).flat()
    result[level] = rollUp(finer, level)
  }
  return result
}
