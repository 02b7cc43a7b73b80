// The cross-check of two sources (README: Real prices), replayed: BTC/USDT with Binance as its primary and OKX as
// its secondary, both switched on, each venue on its own fixture (tests/fixtures/venues/*-cross-*.ndjson) and one
// fake clock. The primary supplies the ticks; beyond the band the product is stale (delayed) and the primary's
// ticks are held back; within it again, live; a secondary gone silent does not hold the primary back.
import { afterEach, describe, expect, it } from 'vitest'
import type { Tick } from '../../../../server/market/feed'
import type { ModelProduct } from '../../../../server/market/model'
import { BINANCE_REST_URL, BINANCE_WS_URL } from '../../../../server/market/venues/binance'
import { createFeed, secondRoutes } from '../../../../server/market/venues/create-feed'
import { OKX_REST_URL, OKX_WS_URL } from '../../../../server/market/venues/okx'
import type { Transport } from '../../../../server/market/venues/transport'
import { FakeClock } from '../../../support/server/venues/fake-clock'
import { loadFixture } from '../../../support/server/venues/fixture'
import { ReplayTransport } from '../../../support/server/venues/replay'

const BTC: ModelProduct = { id: 12, reference: 6_700_000, volatility: 0.5, turnover: 1e9, precision: 2 }

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  stop = undefined
})

/** Both venues on one fake clock: each venue's connections and REST calls go to its own fixture. */
function replayBoth(name: string, bandPercent = 1) {
  const binanceFixture = loadFixture(`binance-cross-${name}.ndjson`)
  const okxFixture = loadFixture(`okx-cross-${name}.ndjson`)
  const clock = new FakeClock(binanceFixture.start)
  const binance = new ReplayTransport(binanceFixture, clock)
  const okx = new ReplayTransport(okxFixture, clock)
  const pick = (url: string) => (url.includes('binance') ? binance : okx)
  const transport: Transport = {
    open: (url, handlers) => pick(url).open(url, handlers),
    get: (url) => pick(url).get(url),
  }
  const logs: string[] = []
  const feed = createFeed(
    [BTC],
    {
      sources: ['binance', 'okx'],
      binance: { ws: BINANCE_WS_URL, rest: BINANCE_REST_URL },
      okx: { ws: OKX_WS_URL, rest: OKX_REST_URL },
      oanda: { stream: '', rest: '', token: '', account: '' },
      crossBandPercent: bandPercent,
      livenessMs: 10_000,
    },
    { seed: 1, clock: clock.date, transport, scheduler: clock, log: (m) => logs.push(m), random: () => 0.5 },
  )
  const ticks: Tick[] = []
  feed.subscribe((batch) => ticks.push(...batch))
  feed.start(new Map())
  stop = () => feed.stop()
  const start = binanceFixture.start
  const runTo = (ms: number) => clock.advance(start + ms - clock.now())
  /** [time after start, price, source] of each tick the market got. */
  const got = () => ticks.map((t) => [t.t - start, t.price, t.source])
  /** The product's condition at each of these times after start. */
  const conditions = async (times: number[]) => {
    const out: Record<number, string> = {}
    for (const at of times) {
      await runTo(at)
      out[at] = feed.condition(BTC.id)
    }
    return out
  }
  const done = () => {
    binance.done()
    okx.done()
  }
  return { feed, logs, runTo, got, conditions, done }
}

describe('cross-check of two sources (replayed)', () => {
  it('subscribes the secondary only where both venues of a product are on', () => {
    expect(secondRoutes([12, 13, 34], ['binance', 'okx'])).toEqual([
      { productId: 12, primary: 'binance', secondary: 'okx', symbol: 'BTC-USDT' },
      { productId: 13, primary: 'binance', secondary: 'okx', symbol: 'ETH-USDT' },
    ])
    expect(secondRoutes([12], ['okx'])).toEqual([])
    expect(secondRoutes([12], ['binance'])).toEqual([])
  })

  it('agree, diverge beyond the band (delayed, primary ticks held), converge (live again)', async () => {
    const r = replayBoth('diverge')
    expect(await r.conditions([2000, 3500, 4500, 6000, 7500, 8500, 12_000, 14_000])).toEqual({
      2000: 'venue',
      3500: 'venue',
      4500: 'stale',
      6000: 'stale',
      7500: 'stale',
      8500: 'venue',
      12000: 'venue',
      14000: 'venue',
    })
    // Only Binance's ticks reach the market; those of 5 s and 7 s came while the sources disagreed.
    expect(r.got()).toEqual([
      [1000, 6_700_000, 'binance'],
      [3000, 6_701_000, 'binance'],
      [9000, 6_704_000, 'binance'],
      [11_000, 6_705_000, 'binance'],
      [13_000, 6_706_000, 'binance'],
    ])
    expect(r.logs.filter((l) => l.startsWith('cross-check'))).toEqual([
      'cross-check: product 12 binance 6701000 vs okx 6790000: delayed',
      'cross-check: product 12 binance 6703000 vs okx 6750000: live again',
    ])
    r.done()
  })

  it('a wider band takes the same prices as agreeing', async () => {
    const r = replayBoth('diverge', 2)
    expect(await r.conditions([4500, 6000])).toEqual({ 4500: 'venue', 6000: 'venue' })
    await r.runTo(14_000)
    expect(r.got().map(([t]) => t)).toEqual([1000, 3000, 5000, 7000, 9000, 11_000, 13_000])
    r.done()
  })

  it('a secondary gone silent no longer holds the primary back: the primary alone prices the product', async () => {
    const r = replayBoth('silent')
    // OKX's last trade (2 s) is 1.5 % above; it counts until it is older than the liveness window (10 s).
    expect(await r.conditions([1500, 2500, 11_500, 12_500, 16_000])).toEqual({
      1500: 'venue',
      2500: 'stale',
      11500: 'stale',
      12500: 'venue',
      16000: 'venue',
    })
    expect(r.got()).toEqual([
      [1000, 6_700_000, 'binance'],
      [13_000, 6_700_000, 'binance'],
      [15_000, 6_700_000, 'binance'],
    ])
    r.done()
  })
})
