import { describe, expect, it } from 'vitest'
import type { CandleValues } from '../../../server/market/candles'
import { formatChange, formatCompact, formatUnits, parsePrice } from '../../../server/market/price'
import { changeBasisPoints, dayStats, topGainers, topVolume } from '../../../server/market/stats'

const NOW = Date.parse('2026-03-02T12:02:00.000Z')
const candle = (iso: string, o: number, h: number, l: number, c: number, v: number): CandleValues => ({
  t: Date.parse(iso),
  o,
  h,
  l,
  c,
  v,
})

describe('24-hour stats', () => {
  const candles = [
    candle('2026-03-01T11:55:00.000Z', 500, 900, 100, 520, 1000), // before the window
    candle('2026-03-01T12:00:00.000Z', 1000, 1100, 990, 1050, 10),
    candle('2026-03-01T18:00:00.000Z', 1050, 1300, 1000, 1200, 5),
    candle('2026-03-02T12:00:00.000Z', 1200, 1210, 950, 1100, 1),
  ]

  it('takes open from the first candle of the window, high, low, volume and turnover from all of it', () => {
    // Price precision 2: units of 0.01; turnover = sum of v x close.
    expect(dayStats(candles, NOW, 1100, 2)).toEqual({
      open: 1000,
      high: 1300,
      low: 950,
      last: 1100,
      volume: 16,
      turnover: 10 * 10.5 + 5 * 12 + 1 * 11,
    })
  })

  it('is flat at the last price with no candles', () => {
    expect(dayStats([], NOW, 777, 2)).toEqual({ open: 777, high: 777, low: 777, last: 777, volume: 0, turnover: 0 })
  })

  it('formats changes in percent with two decimals, rounded half away from zero', () => {
    expect(formatChange(1000, 1100)).toBe('10.00')
    expect(formatChange(1000, 995)).toBe('-0.50')
    expect(formatChange(3, 4)).toBe('33.33')
    expect(formatChange(20000, 20001)).toBe('0.01')
    expect(formatChange(100, 100)).toBe('0.00')
    expect(changeBasisPoints(1000, 995)).toBe(-50)
  })

  it('formats prices exactly at their precision', () => {
    expect(formatUnits(6700012, 2)).toBe('67000.12')
    expect(formatUnits(2400, 8)).toBe('0.00002400')
    expect(formatUnits(-5, 2)).toBe('-0.05')
    expect(formatUnits(44001, 0)).toBe('44001')
    expect(parsePrice('1.08500', 5)).toBe(108500)
    expect(formatCompact(1_523_345_678)).toBe('1.52B')
    expect(formatCompact(845_200)).toBe('845.20K')
  })
})

describe('top lists', () => {
  const items = Array.from({ length: 150 }, (_, i) => ({ id: i + 1, changeBp: (i * 37) % 101, turnover: i % 7 }))

  it('orders gainers by change, ties by id, and stops at the limit', () => {
    const top = topGainers(items, 100)
    expect(top).toHaveLength(100)
    for (let i = 1; i < top.length; i++) {
      const [a, b] = [top[i - 1], top[i]]
      if (!a || !b) throw new Error('missing')
      expect(a.changeBp > b.changeBp || (a.changeBp === b.changeBp && a.id < b.id)).toBe(true)
    }
    expect(top[0]).toMatchObject({ changeBp: 100 })
  })

  it('orders by turnover, ties by id', () => {
    const top = topVolume(items, 3)
    expect(top.map((i) => [i.id, i.turnover])).toEqual([
      [7, 6],
      [14, 6],
      [21, 6],
    ])
  })
})
