import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { KlineAnswer, Product } from '../../../contract/market'
import { tickAtOrBefore } from '../../../server/market/repo'
import { scratchRoot } from '../../support/scratch'
import { createHarness } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'

const dir = mkdtempSync(join(scratchRoot, 'tern-restart-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const T0 = Date.parse('2026-03-01T12:00:00.000Z')

describe('restart', () => {
  it('records ticks, and continues from the last recorded price and candles after a restart', async () => {
    const first = await createHarness({ dir, historyCandles: 500 })
    const history = dataOf(await call<KlineAnswer>(first.app, '/main/kline/pid/12/t/1h?limit=20')).kline
    first.feed.emit([{ productId: 12, t: T0 + 1000, price: 6_800_000, volume: 3 }])
    first.feed.emit([
      { productId: 12, t: T0 + 2000, price: 6_812_345, volume: 1 },
      { productId: 26, t: T0 + 2000, price: 108_612 },
    ])
    await first.market.flush()
    const recorded = await first.db.selectFrom('ticks').selectAll().orderBy('t').orderBy('product_id').execute()
    // The scripted feed's ticks carry no source: the simulator's (code 0), without venue or receive times.
    const simulated = { source: 0, venue_dt: null, received_dt: null }
    expect(recorded).toEqual([
      { product_id: 12, t: T0 + 1000, price: 6_800_000, volume: 3, ...simulated },
      { product_id: 12, t: T0 + 2000, price: 6_812_345, volume: 1, ...simulated },
      { product_id: 26, t: T0 + 2000, price: 108_612, volume: 1, ...simulated },
    ])
    expect(await tickAtOrBefore(first.db, 12, T0 + 1999)).toEqual({ t: T0 + 1000, price: 6_800_000 })
    const before = dataOf(await call<KlineAnswer>(first.app, '/main/kline/pid/12/t/1m?limit=3')).kline
    await first.close()

    const second = await createHarness({ dir, historyCandles: 500 })
    try {
      second.clock.advance(5000)
      const products = dataOf(await call<Product[]>(second.app, '/main/products'))
      expect(products.find((p) => p.id === 12)?.price).toBe('68123.45')
      expect(products.find((p) => p.id === 26)?.price).toBe('1.08612')
      const after = dataOf(await call<KlineAnswer>(second.app, '/main/kline/pid/12/t/1m?limit=3')).kline
      expect(after).toEqual(before)
      const regenerated = dataOf(await call<KlineAnswer>(second.app, '/main/kline/pid/12/t/1h?limit=20')).kline
      // The back-history is regenerated identically; the hour opened by the live ticks was restored.
      expect(regenerated.slice(0, -1)).toEqual(history.slice(1))
      expect(regenerated[regenerated.length - 1]).toMatchObject({ t: T0, o: '68000.00', h: '68123.45', c: '68123.45' })
    } finally {
      await second.close()
    }
  })
})
