import { describe, expect, it } from 'vitest'
import { aggregateTicks, CandleSeries, rollUp } from '../../../server/market/candles'
import type { Tick } from '../../../server/market/feed'

const T0 = Date.parse('2026-03-01T23:58:00.000Z')
const tick = (secondsAfter: number, price: number, volume = 1): Tick => ({
  productId: 12,
  t: T0 + secondsAfter * 1000,
  price,
  volume,
})

// Crosses a minute boundary at +60 s and +120 s, and the day boundary at +120 s (00:00 UTC).
const ticks: Tick[] = [
  tick(0, 100, 2),
  tick(1, 105, 1),
  tick(30, 98, 3),
  tick(59, 101, 1),
  tick(60, 101, 5),
  tick(61, 110, 1),
  tick(119, 107, 2),
  tick(120, 107, 1),
  tick(150, 90, 4),
]

describe('candle aggregation', () => {
  it('builds exact 1m OHLCV, a new candle at each minute boundary', () => {
    expect(aggregateTicks(ticks, '1m')).toEqual([
      { t: T0, o: 100, h: 105, l: 98, c: 101, v: 7 },
      { t: T0 + 60_000, o: 101, h: 110, l: 101, c: 107, v: 8 },
      { t: T0 + 120_000, o: 107, h: 107, l: 90, c: 90, v: 5 },
    ])
  })

  it('aligns 5m, 1h and 1d candles to UTC boundaries', () => {
    const fiveMinutes = aggregateTicks(ticks, '5m')
    expect(fiveMinutes).toEqual([
      { t: Date.parse('2026-03-01T23:55:00.000Z'), o: 100, h: 110, l: 98, c: 107, v: 15 },
      { t: Date.parse('2026-03-02T00:00:00.000Z'), o: 107, h: 107, l: 90, c: 90, v: 5 },
    ])
    expect(aggregateTicks(ticks, '1d')).toEqual([
      { t: Date.parse('2026-03-01T00:00:00.000Z'), o: 100, h: 110, l: 98, c: 107, v: 15 },
      { t: Date.parse('2026-03-02T00:00:00.000Z'), o: 107, h: 107, l: 90, c: 90, v: 5 },
    ])
    expect(aggregateTicks(ticks, '1h').map((c) => c.t)).toEqual([
      Date.parse('2026-03-01T23:00:00.000Z'),
      Date.parse('2026-03-02T00:00:00.000Z'),
    ])
  })

  it('rolls finer candles up to the same result as aggregating the ticks', () => {
    for (const interval of ['5m', '15m', '30m', '1h', '1d'] as const) {
      expect(rollUp(aggregateTicks(ticks, '1m'), interval), interval).toEqual(aggregateTicks(ticks, interval))
    }
  })

  it('a live series fed tick by tick equals the aggregation, and ignores late ticks', () => {
    for (const interval of ['1m', '15m', '1d'] as const) {
      const series = new CandleSeries(interval, 10)
      for (const t of ticks) series.apply(t)
      expect(series.apply(tick(-600, 1))).toBeUndefined()
      expect(series.slice(10), interval).toEqual(aggregateTicks(ticks, interval))
    }
  })

  it('keeps only the newest candles when full, and pages with before', () => {
    const series = new CandleSeries('1m', 3)
    for (let i = 0; i < 5; i++) series.apply(tick(i * 60, 100 + i))
    expect(series.length).toBe(3)
    expect(series.slice(10).map((c) => c.o)).toEqual([102, 103, 104])
    expect(series.slice(1, T0 + 4 * 60_000).map((c) => c.o)).toEqual([103])
    expect(series.slice(10, T0).length).toBe(0)
  })

  it('grows its room as candles arrive and keeps every one, in order, up to its capacity and past it', () => {
    const candle = (i: number) => ({ t: T0 + i * 60_000, o: i, h: i + 1, l: i - 1, c: i + 0.5, v: i * 2 })
    const series = new CandleSeries('1m', 300)
    for (let i = 0; i < 250; i++) series.push(candle(i))
    expect(series.length).toBe(250)
    expect(series.slice(1000)).toEqual(Array.from({ length: 250 }, (_, i) => candle(i)))
    // A missing minute in the middle while the ring is still growing, then past the capacity (the oldest drop).
    const gappy = new CandleSeries('1m', 300)
    for (let i = 0; i < 200; i++) if (i !== 100) gappy.push(candle(i))
    expect(gappy.upsert(candle(100))).toBe(true)
    for (let i = 200; i < 450; i++) gappy.push(candle(i))
    expect(gappy.length).toBe(300)
    expect(gappy.slice(1000)).toEqual(Array.from({ length: 300 }, (_, i) => candle(150 + i)))
    expect(gappy.at(0)).toEqual(candle(150))
    expect(gappy.last()).toEqual(candle(449))
  })
})
