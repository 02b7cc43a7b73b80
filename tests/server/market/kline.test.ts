import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { KlineAnswer, KlineHistory } from '../../../contract/market'
import { klineIntervals } from '../../../contract/market'
import { createHarness, type Harness } from '../../support/server/harness'
import { call, dataOf, register } from '../../support/server/request'

let h: Harness
const open = async () => {
  h = await createHarness({ historyCandles: 600 })
}
const close = () => h.close()

const kline = async (path: string, token?: string) => dataOf(await call<KlineAnswer>(h.app, path, { token }))

describe('kline history', () => {
  // Shared: these tests only read, and generating the 600-candle history for each would be waste.
  beforeAll(open)
  afterAll(close)

  it('has at least 500 candles for every interval on first start, oldest first, well formed', async () => {
    for (const interval of klineIntervals) {
      const { kline: candles } = await kline(`/main/kline/pid/12/t/${interval}?limit=1000`)
      expect(candles.length, interval).toBeGreaterThanOrEqual(500)
      for (let i = 1; i < candles.length; i++) {
        const [a, b] = [candles[i - 1], candles[i]]
        if (!a || !b) throw new Error('missing candle')
        expect(b.t, interval).toBeGreaterThan(a.t)
      }
      for (const c of candles) {
        expect(c.o).toMatch(/^\d+\.\d{2}$/)
        expect(Number(c.h)).toBeGreaterThanOrEqual(Math.max(Number(c.o), Number(c.c)))
        expect(Number(c.l)).toBeLessThanOrEqual(Math.min(Number(c.o), Number(c.c)))
      }
    }
  })

  it('ends the history at the starting price, and the hourly and daily candles agree', async () => {
    const minutes = (await kline('/main/kline/pid/12/t/1m')).kline
    expect(minutes[minutes.length - 1]?.c).toBe('67000.00')
    const hours = (await kline('/main/kline/pid/12/t/1h?limit=48')).kline
    const days = (await kline('/main/kline/pid/12/t/1d?limit=2')).kline
    const today = days[days.length - 1]
    const todaysHours = hours.filter((c) => c.t >= (today?.t ?? 0))
    expect(todaysHours[0]?.o).toBe(today?.o)
    expect(Math.max(...todaysHours.map((c) => Number(c.h)))).toBe(Number(today?.h))
  })

  it('pages older candles with before', async () => {
    const page = (await kline('/main/kline/pid/12/t/1h?limit=100')).kline
    const first = page[0]?.t ?? 0
    const older = dataOf(await call<KlineHistory>(h.app, `/main/kline/pid/12/t/1h?before=${first}&limit=50`))
    expect(older.kline).toHaveLength(50)
    expect(older.kline.every((c) => c.t < first)).toBe(true)
    expect(older.kline[49]?.t).toBe(first - 3_600_000)
    expect(Object.keys(older)).toEqual(['kline'])
  })
})

describe('kline answers', () => {
  beforeEach(open)
  afterEach(close)

  it('carries the product detail, timed-order terms and recent trades', async () => {
    const t = h.clock().getTime()
    h.feed.emit([{ productId: 12, t: t + 1000, price: 6_710_000, volume: 2 }])
    h.feed.emit([{ productId: 12, t: t + 61_000, price: 6_690_000, volume: 1 }])
    const { latest, txs, kline: candles } = await kline('/main/kline/pid/12/t/1m')
    expect(candles).toHaveLength(500)
    expect(candles[candles.length - 1]).toMatchObject({ o: '66900.00', c: '66900.00', v: '1.0000' })
    expect(latest).toMatchObject({ id: 12, title: 'BTC/USDT', c: '66900.00', precision: 2, userinfo: null })
    expect(latest.micro_contract).toEqual([
      { time: 30, rate: '80', min: '10' },
      { time: 60, rate: '82', min: '10' },
      { time: 120, rate: '85', min: '50' },
      { time: 300, rate: '88', min: '100' },
    ])
    expect(latest.micro_fee).toBe('1')
    expect(Number(latest.h)).toBeGreaterThanOrEqual(67100)
    expect(latest.ce).toBe((Number(latest.c) - Number(latest.o)).toFixed(2))
    expect(txs[0]).toMatchObject({ price: '66900.00', type: 1, t: t + 61_000 })
    expect(txs.every((x) => x.type === 0 || x.type === 1)).toBe(true)
  })

  it('depth/2 returns the same detail with only the last two candles', async () => {
    const full = await kline('/main/kline/pid/12/t/5m')
    const light = await kline('/main/kline/pid/12/t/5m/depth/2')
    expect(light.kline).toEqual(full.kline.slice(-2))
    expect(light.latest).toEqual(full.latest)
    expect(light.txs).toEqual(full.txs)
  })

  it('includes the caller balance for a valid token, and is then not publicly cacheable', async () => {
    const { token } = await register(h.app, 'kline@example.com')
    const res = await call<KlineAnswer>(h.app, '/main/kline/pid/12/t/1m/depth/2', { token })
    expect(dataOf(res).latest.userinfo).toEqual({ money: '10000.00' })
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    expect(res.headers.get('ETag')).toBeNull()
    expect((await kline('/main/kline/pid/12/t/1m/depth/2', 'not-a-token')).latest.userinfo).toBeNull()
  })
})

describe('bad products and intervals', () => {
  // Shared: every case is a read that is refused.
  beforeAll(open)
  afterAll(close)

  it.each([
    ['/main/kline/pid/999/t/1m', 'not_found', 'Dieses Produkt existiert nicht.'],
    ['/main/kline/pid/abc/t/1m', 'not_found', 'Dieses Produkt existiert nicht.'],
    ['/main/kline/pid/-1/t/1m/depth/2', 'not_found', 'Dieses Produkt existiert nicht.'],
    [
      '/main/kline/pid/12/t/2m',
      'validation',
      'Nicht unterstütztes Chart-Intervall. Verwenden Sie 1m, 5m, 15m, 30m, 1h oder 1d.',
    ],
    [
      '/main/kline/pid/12/t/1M/depth/2',
      'validation',
      'Nicht unterstütztes Chart-Intervall. Verwenden Sie 1m, 5m, 15m, 30m, 1h oder 1d.',
    ],
    ['/main/kline/pid/12/t/1m?limit=0', 'validation', 'Einige Felder fehlen oder sind ungültig.'],
    ['/main/kline/pid/12/t/1m?before=yesterday', 'validation', 'Einige Felder fehlen oder sind ungültig.'],
  ])('%s is status 0 (%s), localized', async (path, code, msg) => {
    const res = await call(h.app, path, { lang: 'de' })
    expect(res.status).toBe(200)
    expect(res.envelope).toEqual({ status: 0, code, msg, data: null })
    expect(res.headers.get('ETag')).toBeNull()
  })
})
