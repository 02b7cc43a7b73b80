import { describe, expect, it } from 'vitest'
import { synthesizeBook } from '../../../server/market/book'
import { catalog } from '../../../server/market/catalog'
import { generateHistory } from '../../../server/market/history'
import type { ModelProduct } from '../../../server/market/model'
import { parsePrice } from '../../../server/market/price'
import { SimulatedFeed } from '../../../server/market/simulator'
import { createClock } from '../../support/server/harness'

const models: ModelProduct[] = catalog.map((p) => ({
  id: p.id,
  reference: parsePrice(p.price, p.precision),
  volatility: p.volatility,
  turnover: p.turnover,
  precision: p.precision,
}))

function run(seed: number, steps: number) {
  const clock = createClock()
  const feed = new SimulatedFeed(models, { seed, clock })
  const seen: number[][] = []
  feed.subscribe((ticks) => seen.push(ticks.map((t) => t.price)))
  feed.start(new Map([[12, { price: 6_500_000, t: 0 }]]))
  feed.stop()
  for (let i = 0; i < steps; i++) {
    clock.advance(1000)
    feed.step()
  }
  return { seen, feed }
}

describe('simulated feed', () => {
  it('ticks every product once per step, with integer prices, deterministically from the seed', () => {
    const a = run(42, 50)
    expect(a.seen).toHaveLength(50)
    expect(a.seen.every((batch) => batch.length === catalog.length)).toBe(true)
    expect(a.seen.flat().every((p) => Number.isSafeInteger(p) && p > 0)).toBe(true)
    expect(run(42, 50).seen).toEqual(a.seen)
    expect(run(43, 50).seen).not.toEqual(a.seen)
  })

  it('continues from the given last price and moves plausibly (BTC within 2% in a minute)', () => {
    const { seen, feed } = run(1, 60)
    const btcIndex = catalog.findIndex((p) => p.id === 12)
    const first = seen[0]?.[btcIndex] ?? 0
    expect(Math.abs(first - 6_500_000)).toBeLessThan(6_500_000 * 0.01)
    expect(Math.abs((feed.price(12) ?? 0) - 6_500_000)).toBeLessThan(6_500_000 * 0.02)
    expect(new Set(seen.map((batch) => batch[btcIndex])).size).toBeGreaterThan(30)
  })
})

describe('generated history', () => {
  it('is deterministic, ends at the anchor and rolls up consistently', () => {
    const btc = models.find((m) => m.id === 12)
    if (!btc) throw new Error('no BTC')
    const now = Date.parse('2026-03-01T12:00:30.000Z')
    const a = generateHistory(btc, 6_700_000, now, 500, 9)
    expect(generateHistory(btc, 6_700_000, now, 500, 9)).toEqual(a)
    for (const list of Object.values(a)) {
      expect(list.length).toBeGreaterThanOrEqual(500)
      expect(list[list.length - 1]?.c).toBe(6_700_000)
    }
    expect(a['1m'][a['1m'].length - 1]?.t).toBe(Date.parse('2026-03-01T11:59:00.000Z'))
    const day = a['1d'][a['1d'].length - 1]
    const todayHours = a['1h'].filter((c) => c.t >= (day?.t ?? 0))
    expect(todayHours.reduce((v, c) => v + c.v, 0)).toBeCloseTo(day?.v ?? 0, 6)
  })
})

describe('order book', () => {
  it('puts asks above and bids below the price, with cumulative widths up to 100', () => {
    const book = synthesizeBook(12, 5, 6_700_000, 5, 2)
    expect(book.ups.map((l) => l.p)).toEqual([6_700_670, 6_702_010, 6_703_350, 6_704_690, 6_706_030])
    expect(book.downs.map((l) => l.p)).toEqual([6_699_330, 6_697_990, 6_696_650, 6_695_310, 6_693_970])
    for (const side of [book.ups, book.downs]) {
      expect(side[side.length - 1]?.w).toBe(100)
      const widths = side.map((l) => l.w)
      expect(widths).toEqual([...widths].sort((x, y) => x - y))
    }
    expect(synthesizeBook(12, 5, 6_700_000, 5, 2)).toEqual(book)
  })
})
