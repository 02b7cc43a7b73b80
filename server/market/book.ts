// A synthesized order book and recent trades around the current price. Deterministic: the same price,
// product and sequence number give the same book, so a cached answer stays consistent.
import { hashSeed } from './random'

export interface BookLevelValues {
  /** Price units. */
  p: number
  /** Base volume. */
  v: number
  /** Cumulative depth as a percent of the side's total, 0..100 (for the depth bars). */
  w: number
}

export interface BookValues {
  /** Asks, best (lowest) first. */
  ups: BookLevelValues[]
  /** Bids, best (highest) first. */
  downs: BookLevelValues[]
}

function unitNoise(...parts: (string | number)[]): number {
  return hashSeed(...parts) / 4294967296
}

function side(prices: number[], volumes: number[]): BookLevelValues[] {
  const total = volumes.reduce((sum, v) => sum + v, 0)
  let cumulative = 0
  return prices.map((p, i) => {
    cumulative += volumes[i] ?? 0
    return { p, v: volumes[i] ?? 0, w: total > 0 ? Math.round((cumulative / total) * 100) : 0 }
  })
}

/**
 * `levels` asks and bids around `price` (units): half-spread of 1 basis point and level steps of
 * 2 basis points (at least one unit each); `baseVolume` is the typical volume of one level.
 */
export function synthesizeBook(productId: number, seq: number, price: number, levels: number, baseVolume: number) {
  const half = Math.max(1, Math.round(price * 0.0001))
  const step = Math.max(1, Math.round(price * 0.0002))
  const volume = (i: number, s: string) => baseVolume * (0.4 + 1.2 * unitNoise(productId, seq, s, i)) * (1 + 0.25 * i)
  const range = Array.from({ length: levels }, (_, i) => i)
  const ups = side(
    range.map((i) => price + half + i * step),
    range.map((i) => volume(i, 'ask')),
  )
  const downs = side(
    range.map((i) => Math.max(1, price - half - i * step)),
    range.map((i) => volume(i, 'bid')),
  )
  return { ups, downs } satisfies BookValues
}

export interface TradeValues {
  /** Price units. */
  price: number
  num: number
  type: 0 | 1
  t: number
}

/**
 * The trades behind one tick: one to three prints over the second before it, walking from the previous
 * price to the new one; a print at or above the one before it is a buy (0), below a sell (1). The tick's
 * volume is split in uneven shares (equal thirds printed the same size on consecutive rows, which looked made up).
 */
export function tradesForTick(productId: number, previous: number, price: number, t: number, volume: number) {
  const count = 1 + (hashSeed(productId, t) % 3)
  const weights = Array.from({ length: count }, (_, k) => 0.25 + unitNoise(productId, t, 'size', k))
  const totalWeight = weights.reduce((sum, w) => sum + w, 0)
  const out: TradeValues[] = []
  let before = previous
  for (let k = 1; k <= count; k++) {
    const p = k === count ? price : Math.round(previous + ((price - previous) * k) / count)
    out.push({
      price: p,
      num: (volume * (weights[k - 1] ?? 1)) / totalWeight,
      type: p >= before ? 0 : 1,
      t: t - Math.round(((count - k) * 1000) / count),
    })
    before = p
  }
  return out
}
