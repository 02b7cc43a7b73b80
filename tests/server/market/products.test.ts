import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Product, ProductListItem, RecommendAnswer } from '../../../contract/market'
import { createHarness, type Harness } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'

let h: Harness
beforeEach(async () => {
  h = await createHarness({ historyCandles: 0 })
})
afterEach(() => h.close())

const T0 = Date.parse('2026-03-01T12:00:00.000Z')
const btc = async () => dataOf(await call<Product[]>(h.app, '/main/products')).find((p) => p.id === 12)

describe('GET /main/products', () => {
  it('lists at least 40 products in four categories, BTC/USDT as id 12, prices at each precision', async () => {
    const products = dataOf(await call<Product[]>(h.app, '/main/products'))
    expect(products.length).toBeGreaterThanOrEqual(40)
    const count = (category: number) => products.filter((p) => p.category === category).length
    expect([count(0) >= 8, count(1) >= 12, count(2) >= 7, count(3)]).toEqual([true, true, true, 4])
    expect(products.find((p) => p.id === 12)).toMatchObject({ title: 'BTC/USDT', price: '67000.00', precision: 2 })
    expect(products.find((p) => p.title === 'ETH/USDT')).toMatchObject({ category: 1 })
    expect(products.find((p) => p.title === 'EUR/USD')).toMatchObject({ price: '1.08500', category: 2 })
    expect(products.find((p) => p.title === 'Gold')).toMatchObject({ category: 3 })
    for (const p of products) {
      const decimals = p.price.split('.')[1]?.length ?? 0
      expect(decimals, p.title).toBe(p.precision)
      expect(p.c).toBe(p.price)
    }
  })

  it('reflects ticks: price, 24h change, turnover and direction', async () => {
    h.feed.emit([
      { productId: 12, t: T0 + 1000, price: 6_000_000, volume: 2 },
      { productId: 12, t: T0 + 2000, price: 6_600_000, volume: 1 },
    ])
    h.clock.advance(3000)
    expect(await btc()).toMatchObject({
      price: '66000.00',
      change: '10.00',
      vol: '198000',
      vol_format: '198.00K',
      type: 0,
    })
    h.feed.emit([{ productId: 12, t: T0 + 3000, price: 5_940_000, volume: 1 }])
    expect(await btc()).toMatchObject({ price: '59400.00', change: '-1.00', type: 1 })
  })

  it('drops candles older than 24 hours from the figures', async () => {
    h.feed.emit([{ productId: 12, t: T0 + 1000, price: 6_000_000, volume: 2 }])
    expect(await btc()).toMatchObject({ price: '60000.00', vol: '120000' })
    h.clock.advance(86_400_000 + 300_000)
    h.feed.emit([{ productId: 12, t: h.clock().getTime(), price: 6_270_000, volume: 1 }])
    expect(await btc()).toMatchObject({ price: '62700.00', change: '0.00', vol: '62700', type: 2 })
  })

  it('serves every logo as SVG', async () => {
    const list = dataOf(await call<ProductListItem[]>(h.app, '/main/product_list'))
    expect(list.length).toBeGreaterThanOrEqual(40)
    for (const item of list) {
      const res = await h.app.request(item.logo)
      expect(res.status, item.logo).toBe(200)
      expect(res.headers.get('Content-Type')).toMatch(/^image\/svg\+xml/)
    }
  })
})

describe('GET /main/recommand_coin', () => {
  it('has the featured products and both top lists, ordered and capped at 100', async () => {
    const now = h.clock().getTime()
    h.feed.emit([
      { productId: 13, t: now, price: 345_000, volume: 1 },
      { productId: 14, t: now, price: 16_500, volume: 1 },
    ])
    h.feed.emit([
      { productId: 13, t: now + 1, price: 1, volume: 1 },
      { productId: 14, t: now + 1, price: 33_000, volume: 1_000_000_000 },
    ])
    const data = dataOf(await call<RecommendAnswer>(h.app, '/main/recommand_coin'))
    expect(data.recommand.map((p) => p.title)).toEqual(['BTC/USDT', 'ETH/USDT', 'SOL/USDT', 'XRP/USDT', 'Gold'])
    const { gainers, volume } = data.tops
    expect(gainers.length).toBeLessThanOrEqual(100)
    expect(gainers.length).toBe(volume.length)
    expect(gainers[0]?.title).toBe('SOL/USDT')
    expect(gainers[gainers.length - 1]?.title).toBe('ETH/USDT')
    const changes = gainers.map((p) => Number(p.change))
    expect(changes).toEqual([...changes].sort((a, b) => b - a))
    expect(volume[0]?.title).toBe('SOL/USDT')
    const vols = volume.map((p) => Number(p.vol))
    expect(vols).toEqual([...vols].sort((a, b) => b - a))
  })
})

describe('conditional requests', () => {
  it('answers 304 to a matching If-None-Match until the next tick', async () => {
    const first = await h.app.request('/main/products')
    const etag = first.headers.get('ETag') ?? ''
    expect(etag).toMatch(/^W\/".+"$/)
    expect(first.headers.get('Cache-Control')).toBe('public, max-age=1')
    const again = await h.app.request('/main/products', { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const german = await h.app.request('/main/products', { headers: { 'If-None-Match': etag, UserLang: 'de' } })
    expect(german.status).toBe(200)
    h.feed.emit([{ productId: 12, t: h.clock().getTime() + 1, price: 6_270_100 }])
    const after = await h.app.request('/main/products', { headers: { 'If-None-Match': etag } })
    expect(after.status).toBe(200)
    expect(after.headers.get('ETag')).not.toBe(etag)
  })

  it('does the same for the kline and the recommended lists', async () => {
    for (const path of ['/main/kline/pid/12/t/1m', '/main/kline/pid/12/t/1m/depth/2', '/main/recommand_coin']) {
      const etag = (await h.app.request(path)).headers.get('ETag') ?? ''
      expect((await h.app.request(path, { headers: { 'If-None-Match': etag } })).status, path).toBe(304)
    }
  })
})
