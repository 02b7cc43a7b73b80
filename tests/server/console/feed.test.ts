// The console's feed page (GET /admin/feed) and route editor (POST /admin/feed/routes): the health the engine
// publishes read by another API process, a route change audited before -> after, wrong input refused with nothing
// changed, and the roles that may not edit products refused.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FeedOverview } from '../../../contract/console-data'
import { loadMarketConfig } from '../../../server/market/config'
import { openRecordedMarket } from '../../../server/market/create'
import { sourceOf } from '../../../server/market/status'
import { createFeedControl, type FeedHealth, publishFeedHealth } from '../../../server/market/venues/feed-control'
import { readRoutes } from '../../../server/market/venues/routes-repo'
import { ADMIN_TOKEN, admin, auditRows, operatorBearer } from '../../support/server/console'
import { createHarness, type Harness, peerOf } from '../../support/server/harness'
import { call, dataOf } from '../../support/server/request'

let h: Harness

beforeEach(async () => {
  h = await createHarness({ TERN_ADMIN_TOKEN: ADMIN_TOKEN })
})
afterEach(() => h.close())

const BTC = 12
const routeOf = async (pid: number) => (await readRoutes(h.db)).get(pid)
const overview = async () => dataOf(await admin<FeedOverview>(h, '/admin/feed'))

describe('feed health', () => {
  it('what the engine publishes is read by another API process, ages taken at the time of the answer', async () => {
    const now = h.clock().getTime()
    const health: FeedHealth = {
      sources: ['binance', 'okx'],
      venues: [
        {
          venue: 'binance',
          connected: true,
          lastMessageAt: now - 1200,
          reconnects: 2,
          backfilledBars: 7,
          trades: 1530,
          symbols: ['BTCUSDT'],
        },
        {
          venue: 'okx',
          connected: false,
          lastMessageAt: null,
          reconnects: 0,
          backfilledBars: 0,
          trades: 0,
          symbols: [],
        },
      ],
      products: [
        { pid: BTC, source: 'binance:BTCUSDT', status: 'live', t: now - 800 },
        { pid: 13, source: 'simulator', status: 'simulated', t: now - 500 },
      ],
    }
    await publishFeedHealth(h.db, health, now)
    h.clock.advance(3000)
    const peer = peerOf(h)
    try {
      const res = await call<FeedOverview>(peer.app, '/admin/feed', {
        headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
      })
      const page = dataOf(res)
      expect(page.published_at).toBe(new Date(now).toISOString())
      expect(page.sources).toEqual(['binance', 'okx'])
      expect(page.known_venues).toEqual(expect.arrayContaining(['binance', 'okx']))
      expect(page.venues).toEqual([
        {
          venue: 'binance',
          title: 'Binance',
          connected: true,
          last_message_age_ms: 4200,
          reconnects: 2,
          backfilled_bars: 7,
          trades: 1530,
        },
        {
          venue: 'okx',
          title: 'OKX',
          connected: false,
          last_message_age_ms: null,
          reconnects: 0,
          backfilled_bars: 0,
          trades: 0,
        },
      ])
      expect(page.products.find((p) => p.pid === BTC)).toMatchObject({
        primary: 'binance:BTCUSDT',
        secondary: 'okx:BTC-USDT',
        source: 'binance:BTCUSDT',
        status: 'live',
        t: now - 800,
        last_tick_age_ms: 3800,
      })
      // A product the engine did not report (OANDA is not switched on): its route, no source, no status.
      expect(page.products.find((p) => p.pid === 1)).toMatchObject({
        primary: 'oanda:SPX500_USD',
        source: '',
        status: null,
        t: 0,
      })
    } finally {
      await peer.close()
    }
  })

  it('the feed control publishes every product of the running market', async () => {
    h.feed.emit([{ productId: BTC, t: h.clock().getTime(), price: 6_700_000, volume: 1 }])
    await createFeedControl({ db: h.db, market: h.market, clock: h.clock, config: h.config }).tick()
    const page = await overview()
    expect(page.published_at).toBe(h.clock().toISOString())
    expect(page.sources).toEqual([])
    expect(page.venues).toEqual([])
    expect(page.products).toHaveLength(h.market.list().length)
    expect(page.products.find((p) => p.pid === BTC)).toMatchObject({
      source: 'simulator',
      status: 'simulated',
      t: h.clock().getTime(),
      last_tick_age_ms: 0,
    })
  })

  it('answers no health before an engine has published', async () => {
    const page = await overview()
    expect(page.published_at).toBeNull()
    expect(page.venues).toEqual([])
    expect(page.products.find((p) => p.pid === BTC)).toMatchObject({ primary: 'binance:BTCUSDT', status: null })
  })
})

describe('route editor', () => {
  it('seeds the code routes and changes one, audited before -> after', async () => {
    expect(await routeOf(BTC)).toEqual({ primary: 'binance:BTCUSDT', secondary: 'okx:BTC-USDT' })
    const body = { pid: BTC, primary: 'okx:BTC-USDT', secondary: 'binance:BTCUSDT', reason: 'Binance 451 here' }
    const changed = await admin(h, '/admin/feed/routes', body)
    expect(changed.envelope).toMatchObject({
      status: 1,
      msg: 'Settings saved',
      data: { pid: BTC, primary: 'okx:BTC-USDT', secondary: 'binance:BTCUSDT' },
    })
    expect(await routeOf(BTC)).toEqual({ primary: 'okx:BTC-USDT', secondary: 'binance:BTCUSDT' })
    expect((await overview()).products.find((p) => p.pid === BTC)).toMatchObject({
      primary: 'okx:BTC-USDT',
      secondary: 'binance:BTCUSDT',
    })
    const [row] = await auditRows(h, `product:${BTC}`)
    expect(row).toMatchObject({ action: 'feed.route', reason: 'Binance 451 here' })
    expect(JSON.parse(row?.before ?? '')).toEqual({ primary: 'binance:BTCUSDT', secondary: 'okx:BTC-USDT' })
    expect(JSON.parse(row?.after ?? '')).toEqual({ primary: 'okx:BTC-USDT', secondary: 'binance:BTCUSDT' })

    // A product without a route (every seeded product has one: an operator's database may not) gets one; the
    // secondary may be left out.
    await h.db.deleteFrom('feed_routes').where('product_id', '=', 1).execute()
    dataOf(await admin(h, '/admin/feed/routes', { pid: 1, primary: 'binance:PAXGUSDT' }))
    expect(await routeOf(1)).toEqual({ primary: 'binance:PAXGUSDT' })
    const [added] = await auditRows(h, 'product:1')
    expect(added?.before).toBe('')
    expect(JSON.parse(added?.after ?? '')).toEqual({ primary: 'binance:PAXGUSDT', secondary: '' })
  })

  it('refuses wrong input with a localized answer and changes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ pid: BTC, primary: 'kraken:XBTUSD' }, 'Invalid source kraken:XBTUSD'],
      [{ pid: BTC, primary: 'binance:BTC-USDT' }, 'Invalid source binance:BTC-USDT'],
      [{ pid: BTC, primary: 'okx:BTCUSDT' }, 'Invalid source okx:BTCUSDT'],
      [{ pid: BTC, primary: 'BTCUSDT' }, 'Invalid source BTCUSDT'],
      [{ pid: BTC, primary: '' }, 'Invalid source ""'],
      [{ pid: BTC, primary: 'okx:BTC-USDT', secondary: 'binance:btcusdt' }, 'Invalid source binance:btcusdt'],
      [{ pid: 999, primary: 'binance:BTCUSDT' }, 'This product does not exist.'],
    ]
    for (const [body, msg] of cases) {
      const res = await admin(h, '/admin/feed/routes', body)
      expect(res.envelope, JSON.stringify(body)).toMatchObject({ status: 0, code: 'validation' })
      expect(res.envelope?.msg).toContain(msg)
    }
    const german = await call(h.app, '/admin/feed/routes', {
      body: { pid: BTC, primary: 'kraken:XBTUSD' },
      lang: 'de',
      headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
    })
    expect(german.envelope).toMatchObject({ status: 0, code: 'validation' })
    expect(german.envelope?.msg).toContain('Ungültige Quelle kraken:XBTUSD')
    expect(await routeOf(BTC)).toEqual({ primary: 'binance:BTCUSDT', secondary: 'okx:BTC-USDT' })
    expect(await routeOf(999)).toBeUndefined()
    expect(await auditRows(h, `product:${BTC}`)).toEqual([])
  })

  it('is refused to the roles that may not edit products', async () => {
    for (const role of ['reviewer', 'support'] as const) {
      const bearer = await operatorBearer(h, role)
      const read = await admin(h, '/admin/feed', undefined, bearer)
      expect(read.status).toBe(403)
      const write = await admin(h, '/admin/feed/routes', { pid: BTC, primary: 'okx:BTC-USDT' }, bearer)
      expect(write.status).toBe(403)
      expect(write.envelope).toMatchObject({ status: 0, code: 'forbidden' })
    }
    const bearer = await operatorBearer(h, 'admin')
    expect(dataOf(await admin(h, '/admin/feed/routes', { pid: BTC, primary: 'okx:BTC-USDT' }, bearer))).toEqual({
      pid: BTC,
      primary: 'okx:BTC-USDT',
      secondary: '',
    })
    expect(await routeOf(BTC)).toEqual({ primary: 'okx:BTC-USDT' })
  })

  it('an API process follows a change: a product moved to a venue that is off is simulated there too', async () => {
    const feed = { ...h.config.feed, sources: ['binance' as const] }
    const market = await openRecordedMarket(h.db, loadMarketConfig(), h.clock, feed, 20)
    market.start()
    try {
      expect(market.feed.condition(BTC)).toBe('venue')
      expect(market.feed.condition(13)).toBe('venue')
      dataOf(await admin(h, '/admin/feed/routes', { pid: BTC, primary: 'okx:BTC-USDT' }))
      await vi.waitFor(() => expect(market.feed.condition(BTC)).toBe('simulated'))
      expect(market.feed.condition(13)).toBe('venue')
    } finally {
      await market.stop()
    }
  })

  it("an API process takes the engine's closed and delayed products from its published health, while it is recent", async () => {
    const feed = { ...h.config.feed, sources: ['binance' as const, 'okx' as const] }
    const market = await openRecordedMarket(h.db, loadMarketConfig(), h.clock, feed, 20)
    const health = (at: number): FeedHealth => ({
      sources: ['binance', 'okx'],
      venues: [],
      products: [
        { pid: BTC, source: 'binance:BTCUSDT', status: 'closed', t: at - 1000 },
        { pid: 13, source: 'binance:ETHUSDT', status: 'delayed', t: at - 30_000 },
        { pid: 14, source: 'binance:SOLUSDT', status: 'live', t: at - 500 },
      ],
    })
    market.start()
    try {
      expect(market.feed.condition(BTC)).toBe('venue')
      const now = h.clock().getTime()
      await publishFeedHealth(h.db, health(now), now)
      await vi.waitFor(() => expect(market.feed.condition(BTC)).toBe('closed'))
      expect(market.feed.condition(13)).toBe('stale')
      expect(market.feed.condition(14)).toBe('venue')
      // An engine that stopped publishing (its health three rounds old) is not believed any more.
      await publishFeedHealth(h.db, health(now - 16_000), now - 16_000)
      await vi.waitFor(() => expect(market.feed.condition(BTC)).toBe('venue'))
      expect(market.feed.condition(13)).toBe('venue')
    } finally {
      await market.stop()
    }
  })

  it('names the venue that prices a product after a change of routes, in an API process', async () => {
    const sources = ['binance' as const, 'okx' as const]
    const market = await openRecordedMarket(h.db, loadMarketConfig(), h.clock, { ...h.config.feed, sources }, 20)
    market.start()
    try {
      expect(sourceOf(market, BTC, sources)).toEqual({ source: 'Binance' })
      dataOf(await admin(h, '/admin/feed/routes', { pid: BTC, primary: 'okx:BTC-USDT', secondary: 'binance:BTCUSDT' }))
      await vi.waitFor(() => expect(sourceOf(market, BTC, sources)).toEqual({ source: 'OKX' }))
      // The simulator's products name none.
      expect(sourceOf(market, 1, sources)).toEqual({})
    } finally {
      await market.stop()
    }
  })
})
