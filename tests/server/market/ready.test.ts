// The market's public answers and the banners as ready bytes: built once per version and language, the same bytes
// the answers had when built per request, 304 from the tag alone, and never stale once the market moves.
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { klineIntervals } from '../../../contract/market'
import { microTerms } from '../../../server/features/market/service'
import { candleView, latestView, tradeViews } from '../../../server/features/market/views'
import { ReadyCache, readyAnswer } from '../../../server/http/ready'
import { productStatus } from '../../../server/market/status'
import { productTextsIn } from '../../../server/market/texts'
import { createHarness, type Harness } from '../../support/server/harness'
import { register } from '../../support/server/request'

let h: Harness
beforeEach(async () => {
  h = await createHarness({ historyCandles: 320 })
})
afterEach(() => h.close())

const get = (path: string, headers: Record<string, string> = {}) => h.app.request(path, { headers })
const msgOk = async (lang = 'en') =>
  ((await (await get('/main/products', { UserLang: lang })).json()) as { msg: string }).msg

/** The kline answer's JSON as the route built it on every request before it was kept (the old `kline()`). */
async function klineBuiltPerRequest(id: number, interval: (typeof klineIntervals)[number], limit: number) {
  const state = h.market.get(id)
  if (!state) throw new Error('no product')
  const text = (await productTextsIn(h.db, 'en'))(id)
  const micro = (await microTerms(h.db)).contracts
  const status = productStatus(h.market, id, h.config.maxPriceAgeSeconds * 1000)
  const data = {
    kline: state.series[interval].slice(limit).map((c) => candleView(state, c)),
    latest: { ...latestView(h.market, state, text, { micro, userinfo: null, status }) },
    txs: tradeViews(state),
  }
  return JSON.stringify({ status: 1, msg: await msgOk(), data })
}

describe('kline answers as ready bytes', () => {
  it('are the bytes the per-request build gave, in every encoding, for every interval', async () => {
    for (const interval of klineIntervals) {
      const path = `/main/kline/pid/12/t/${interval}?limit=300`
      const plain = await get(path)
      const text = await plain.text()
      expect(text, interval).toBe(await klineBuiltPerRequest(12, interval, 300))
      const br = await get(path, { 'Accept-Encoding': 'br' })
      expect(br.headers.get('Content-Encoding')).toBe('br')
      expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(text)
      const gz = await get(path, { 'Accept-Encoding': 'gzip' })
      expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(text)
      expect(br.headers.get('ETag')).toBe(plain.headers.get('ETag'))
    }
  })

  it('answer 304 from the tag, and a new body and tag once the market moves', async () => {
    const path = '/main/kline/pid/12/t/1m?limit=300'
    const first = await get(path)
    const etag = first.headers.get('ETag') ?? ''
    expect(etag).toMatch(/^W\/"k/)
    const again = await get(path, { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(again.headers.get('ETag')).toBe(etag)
    expect(again.headers.get('Cache-Control')).toBe('public, max-age=1')
    expect(again.headers.get('Vary')).toBe('UserLang, UserToken, Accept-Encoding')
    h.feed.emit([{ productId: 12, t: h.clock().getTime() + 1000, price: 6_712_345, volume: 1 }])
    const moved = await get(path, { 'If-None-Match': etag })
    expect(moved.status).toBe(200)
    expect(moved.headers.get('ETag')).not.toBe(etag)
    const body = await moved.text()
    expect(body).toContain('"c":"67123.45"')
    expect(body).toBe(await klineBuiltPerRequest(12, '1m', 300))
  })

  it('change with the timed-order terms an operator edits (within a second), with a new tag', async () => {
    const path = '/main/kline/pid/12/t/1m/depth/2'
    const before = await get(path)
    await h.db.updateTable('micro_durations').set({ rate: '81' }).where('seconds', '=', 30).execute()
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const after = await get(path)
    expect(after.headers.get('ETag')).not.toBe(before.headers.get('ETag'))
    expect(await after.text()).toContain('{"time":30,"rate":"81","min":"10"}')
  })

  it('are kept per language: each has its own text, message and tag', async () => {
    const path = '/main/kline/pid/12/t/1h?limit=300'
    const en = await get(path, { UserLang: 'en' })
    const de = await get(path, { UserLang: 'de' })
    expect(de.headers.get('ETag')).not.toBe(en.headers.get('ETag'))
    const [enBody, deBody] = [await en.text(), await de.text()]
    expect(deBody).not.toBe(enBody)
    expect(JSON.parse(deBody).msg).toBe(await msgOk('de'))
    expect((await get(path, { UserLang: 'de' })).headers.get('ETag')).toBe(de.headers.get('ETag'))
    expect(await (await get(path, { UserLang: 'de' })).text()).toBe(deBody)
  })

  it('give a signed-in caller the shared bytes with their balance in place of null, never stored', async () => {
    const { token } = await register(h.app, 'ready@example.com')
    const path = '/main/kline/pid/12/t/5m?limit=300'
    const shared = await (await get(path)).text()
    const own = await get(path, { UserToken: token })
    expect(own.headers.get('Cache-Control')).toBe('private, no-store')
    expect(own.headers.get('ETag')).toBeNull()
    expect(await own.text()).toBe(shared.replace('"userinfo":null', '"userinfo":{"money":"10000.00"}'))
    expect(await (await get(path)).text()).toBe(shared)
  })
})

describe('products and banners as ready bytes', () => {
  it('products: the same bytes for every caller of a version, 304 from the tag, new after a tick', async () => {
    const first = await get('/main/products', { 'Accept-Encoding': 'br' })
    const etag = first.headers.get('ETag') ?? ''
    const bytes = Buffer.from(await first.arrayBuffer())
    const second = Buffer.from(await (await get('/main/products', { 'Accept-Encoding': 'br' })).arrayBuffer())
    expect(second.equals(bytes)).toBe(true)
    expect((await get('/main/products', { 'If-None-Match': etag })).status).toBe(304)
    h.feed.emit([{ productId: 13, t: h.clock().getTime() + 1000, price: 351_234, volume: 1 }])
    const moved = await get('/main/products', { 'If-None-Match': etag })
    expect(moved.status).toBe(200)
    expect(await moved.text()).toContain('"price":"3512.34"')
  })

  it('banners: an ETag per language, 304 on it, the same JSON as ever', async () => {
    const en = await get('/main/banners')
    const etag = en.headers.get('ETag') ?? ''
    expect(etag).toMatch(/^W\/"b.+-en"$/)
    const body = await en.text()
    expect(JSON.parse(body).data[0]).toMatchObject({ image: '/media/banners/en/trade-markets.svg' })
    expect(body).toBe(JSON.stringify(JSON.parse(body)))
    const again = await get('/main/banners', { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(again.headers.get('Cache-Control')).toBe('public, max-age=300')
    const fr = await get('/main/banners', { UserLang: 'fr', 'If-None-Match': etag })
    expect(fr.status).toBe(200)
    expect(fr.headers.get('ETag')).toMatch(/-fr"$/)
  })
})

describe('the ready cache', () => {
  const answer = (tag: string) => readyAnswer(tag, 'public, max-age=1', 'UserLang', `{"tag":"${tag}"}`)

  it('keeps one version per key and at most its number of keys, the least recently used first out', async () => {
    const cache = new ReadyCache(2)
    let builds = 0
    const build = (tag: string) => () => {
      builds += 1
      return answer(tag)
    }
    await cache.get('a', 'v1', build('a1'))
    await cache.get('a', 'v1', build('a1'))
    expect(builds).toBe(1)
    expect((await cache.get('a', 'v2', build('a2'))).etag).toBe('a2')
    expect(cache.size).toBe(1)
    await cache.get('b', 'v1', build('b1'))
    await cache.get('a', 'v2', build('a2'))
    await cache.get('c', 'v1', build('c1'))
    expect(cache.size).toBe(2)
    builds = 0
    await cache.get('a', 'v2', build('a2'))
    expect(builds).toBe(0)
    await cache.get('b', 'v1', build('b1'))
    expect(builds).toBe(1)
  })

  it('shares one build among concurrent requests and forgets a failed one', async () => {
    const cache = new ReadyCache(4)
    let builds = 0
    const slow = async () => {
      builds += 1
      await new Promise((resolve) => setTimeout(resolve, 10))
      return answer('x')
    }
    const all = await Promise.all([cache.get('k', 'v', slow), cache.get('k', 'v', slow), cache.get('k', 'v', slow)])
    expect(builds).toBe(1)
    expect(new Set(all).size).toBe(1)
    await expect(cache.get('f', 'v', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect((await cache.get('f', 'v', () => answer('ok'))).etag).toBe('ok')
  })
})
