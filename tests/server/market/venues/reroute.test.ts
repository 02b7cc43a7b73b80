// A route change applied by the running engine without a restart: an operator moves BTC/USDT from Binance BTCUSDT to
// BTCUSDC in the console, the feed control picks the change up from the database, only the Binance feed is rebuilt
// (the OKX connections of ETH/USDT stay open), and BTC/USDT's ticks then come from the new symbol. A product routed to
// a venue that is not switched on goes to the simulator.
import { afterEach, describe, expect, it } from 'vitest'
import { Market } from '../../../../server/market/market'
import { BINANCE_REST_URL, BINANCE_WS_URL } from '../../../../server/market/venues/binance'
import { createFeed, type FeedConfig } from '../../../../server/market/venues/create-feed'
import { createFeedControl, readFeedHealth } from '../../../../server/market/venues/feed-control'
import { OKX_REST_URL, OKX_WS_URL } from '../../../../server/market/venues/okx'
import type { ReroutingFeed } from '../../../../server/market/venues/rerouting-feed'
import { readRoutes, saveRoute } from '../../../../server/market/venues/routes-repo'
import { ADMIN_TOKEN, admin } from '../../../support/server/console'
import { createHarness, type Harness } from '../../../support/server/harness'
import { dataOf } from '../../../support/server/request'
import { FakeClock } from '../../../support/server/venues/fake-clock'
import { loadFixture } from '../../../support/server/venues/fixture'
import { ReplayTransport } from '../../../support/server/venues/replay'

const BTC = 12
const ETH = 13
let h: Harness | undefined
let market: Market | undefined

afterEach(async () => {
  await market?.stop()
  await h?.close()
  market = undefined
  h = undefined
})

/** The engine's market on products BTC and ETH, its feed on the fixture; ETH/USDT routed to OKX alone, BTC/USDT to Binance alone. */
async function engineOn(fixtureName: string, sources: FeedConfig['sources']) {
  h = await createHarness({ TERN_ADMIN_TOKEN: ADMIN_TOKEN })
  const db = h.db
  await saveRoute(db, ETH, { primary: 'okx:ETH-USDT' }, h.clock())
  // BTC/USDT without its OKX secondary: no cross-check subscription on OKX (cross-check.test.ts covers that).
  await saveRoute(db, BTC, { primary: 'binance:BTCUSDT' }, h.clock())
  const fixture = loadFixture(fixtureName)
  const clock = new FakeClock(fixture.start)
  const replay = new ReplayTransport(fixture, clock)
  const config: FeedConfig = {
    sources,
    binance: { ws: BINANCE_WS_URL, rest: BINANCE_REST_URL },
    okx: { ws: OKX_WS_URL, rest: OKX_REST_URL },
    oanda: { stream: '', rest: '', token: '', account: '' },
  }
  const routes = await readRoutes(db)
  const logs: string[] = []
  const log = (message: string) => logs.push(message)
  const opened = await Market.open({
    db,
    clock: clock.date,
    seed: 7,
    historyCandles: 0,
    tickRetentionMs: 48 * 3_600_000,
    recording: 'none',
    products: [BTC, ETH],
    feed: (products) =>
      createFeed(products, config, { seed: 7, clock: clock.date, transport: replay, scheduler: clock, routes, log }),
  })
  market = opened
  const feed = opened.feed as ReroutingFeed
  const sourced: { productId: number; price: number; source: string | undefined }[] = []
  opened.feed.subscribe((ticks) =>
    sourced.push(...ticks.map((t) => ({ productId: t.productId, price: t.price, source: t.source }))),
  )
  opened.start()
  const control = createFeedControl({ db, market: opened, clock: clock.date, config: { maxPriceAgeSeconds: 60 }, log })
  const runTo = (ms: number) => clock.advance(fixture.start + ms - clock.now())
  return { db, feed, replay, control, runTo, sourced, logs, harness: h }
}

describe('a route change in the running engine', () => {
  it('rebuilds only the venue concerned; ticks then come from the new symbol', async () => {
    // BTC/USDT on Binance (its seed), ETH/USDT on OKX, both venues switched on.
    const e = await engineOn('reroute.ndjson', ['binance', 'okx'])
    await e.runTo(900)
    expect(e.feed.sourceOf(BTC)).toBe('binance:BTCUSDT')
    expect(e.feed.sourceOf(ETH)).toBe('okx:ETH-USDT')
    expect(market?.get(BTC)?.last).toBe(6_700_010)
    expect(market?.get(ETH)?.last).toBe(350_050)

    const changed = await admin(e.harness, '/admin/feed/routes', {
      pid: BTC,
      primary: 'binance:BTCUSDC',
      reason: 'USDC book',
    })
    expect(dataOf(changed)).toEqual({ pid: BTC, primary: 'binance:BTCUSDC', secondary: '' })
    // Nothing changes until the engine's next round reads the routes.
    expect(e.feed.sourceOf(BTC)).toBe('binance:BTCUSDT')
    await e.runTo(1000)
    await e.control.tick()
    expect(e.logs).toContain('Market feed: routes changed, rebuilt binance')
    expect(e.feed.sourceOf(BTC)).toBe('binance:BTCUSDC')
    await e.runTo(5000)

    // BTC/USDT: the BTCUSDT trade, then the BTCUSDC one; ETH/USDT went on from OKX throughout.
    expect(e.sourced.filter((t) => t.productId === BTC)).toEqual([
      { productId: BTC, price: 6_700_010, source: 'binance' },
      { productId: BTC, price: 6_710_000, source: 'binance' },
    ])
    expect(market?.get(BTC)?.last).toBe(6_710_000)
    expect(e.sourced.filter((t) => t.productId === ETH).map((t) => t.price)).toEqual([350_050, 350_125])
    // The old Binance connection was closed by us; OKX's two were never touched.
    const closedByUs = e.replay.events.filter((ev) => ev.what === 'client-close').map((ev) => ev.conn)
    expect(closedByUs).toEqual([1])
    expect(e.replay.events.filter((ev) => ev.what === 'open').map((ev) => ev.conn)).toEqual([1, 2, 3, 4])

    // The published health counts the venue's trades over the rebuild.
    await e.control.tick()
    const published = await readFeedHealth(e.db)
    expect(published?.health.venues).toEqual([
      expect.objectContaining({ venue: 'binance', connected: true, trades: 2, reconnects: 0, symbols: ['BTCUSDC'] }),
      expect.objectContaining({ venue: 'okx', connected: true, trades: 2, symbols: ['ETH-USDT'] }),
    ])
    expect(published?.health.products).toEqual([
      expect.objectContaining({ pid: BTC, source: 'binance:BTCUSDC', status: 'live' }),
      expect.objectContaining({ pid: ETH, source: 'okx:ETH-USDT', status: 'live' }),
    ])
    await market?.stop()
    market = undefined
    e.replay.done()
  })

  it('a product moved to a venue that is not switched on goes to the simulator', async () => {
    const e = await engineOn('binance-stand-in.ndjson', ['binance'])
    // ETH/USDT is on the simulator (OKX is off): only BTCUSDT on the fixture's connection.
    await e.runTo(1500)
    expect(e.feed.sourceOf(BTC)).toBe('binance:BTCUSDT')
    dataOf(await admin(e.harness, '/admin/feed/routes', { pid: BTC, primary: 'okx:BTC-USDT' }))
    await e.control.tick()
    expect(e.feed.sourceOf(BTC)).toBe('simulator')
    expect(e.feed.condition(BTC)).toBe('simulated')
    expect(e.replay.events.filter((ev) => ev.what === 'client-close').map((ev) => ev.conn)).toEqual([1])
    await e.runTo(20_000)
    // No Binance connection is opened again: it prices nothing now.
    expect(e.replay.events.filter((ev) => ev.what === 'open').map((ev) => ev.conn)).toEqual([1])
    const published = await readFeedHealth(e.db)
    expect(published?.health.venues).toEqual([
      expect.objectContaining({ venue: 'binance', connected: false, symbols: [] }),
    ])
  })
})
