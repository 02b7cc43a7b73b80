import { describe, expect, it } from 'vitest'
import { tradesForTick } from '../../../server/market/book'

describe('recent trades of the simulator', () => {
  const ticks = Array.from({ length: 300 }, (_, i) => 1_700_000_000_000 + i * 1000)

  it('splits a tick’s volume into prints of uneven size that add up to it', () => {
    let split = 0
    for (const t of ticks) {
      const trades = tradesForTick(12, 6_000_000, 6_000_500, t, 3)
      expect(trades.reduce((sum, trade) => sum + trade.num, 0)).toBeCloseTo(3, 9)
      if (trades.length < 2) continue
      split++
      expect(new Set(trades.map((trade) => trade.num.toFixed(6))).size).toBe(trades.length)
    }
    expect(split).toBeGreaterThan(100)
  })

  it('never prints the same size on consecutive rows', () => {
    const rows = ticks.flatMap((t, i) => tradesForTick(12, 6_000_000 + i, 6_000_001 + i, t, 2 + (i % 5) * 0.1))
    const repeats = rows.filter((row, i) => i > 0 && row.num.toFixed(6) === rows[i - 1]?.num.toFixed(6))
    expect(repeats).toEqual([])
  })

  it('is deterministic, so a restart restores the same trades', () => {
    expect(tradesForTick(12, 100, 105, ticks[0] ?? 0, 4)).toEqual(tradesForTick(12, 100, 105, ticks[0] ?? 0, 4))
  })
})
