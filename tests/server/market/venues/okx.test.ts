// The OKX adapter on replayed frames (tests/fixtures/venues/okx-*.ndjson): trades on the public endpoint, candle1m on
// the business endpoint, the text ping/pong keepalive, notice 64008, and REST candles after a gap.
import { afterEach, describe, expect, it } from 'vitest'
import { OKX_REST_URL, OKX_WS_URL, okxProtocol } from '../../../../server/market/venues/okx'
import { replayVenue } from '../../../support/server/venues/run'

const BTC = { productId: 12, symbol: 'BTC-USDT', precision: 2 }
const okx = () => okxProtocol({ ws: OKX_WS_URL, rest: OKX_REST_URL })
const tick = (t: number, price: number, volume: number, venueT: number) => ({
  productId: 12,
  t,
  price,
  volume,
  source: 'okx',
  venueT,
  receivedT: t,
})

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  stop = undefined
})

function run(name: string) {
  const r = replayVenue(name, okx(), [BTC])
  stop = () => r.feed.stop()
  return r
}

describe('OKX adapter (replayed)', () => {
  it('a normal minute: subscriptions on both endpoints, pings after 5 s of silence, ticks and the confirmed bar', async () => {
    const r = run('okx-normal-minute.ndjson')
    await r.runTo(61_000)
    expect(r.relativeTicks()).toEqual([tick(150, 6_700_030, 0.5, 140), tick(30_000, 6_701_000, 0.5, 29_990)])
    expect(r.relativeBars()).toEqual([
      { productId: 12, t: 0, o: 6_700_010, h: 6_701_000, l: 6_700_010, c: 6_701_000, v: 1, source: 'okx' },
    ])
    const pings = r.replay.events.filter((e) => e.what === 'sent' && e.detail === 'ping' && e.conn === 1)
    expect(pings.length).toBeGreaterThan(0)
    expect(r.feed.sessions.map((s) => s.stats.lost)).toEqual([0, 0])
    expect(r.feed.staleProducts()).toEqual([])
    r.replay.done()
  })

  it('duplicate, same-millisecond, unsorted and out-of-order trades: ticks strictly increasing, nothing counted twice', async () => {
    const r = run('okx-duplicates.ndjson')
    await r.runTo(1000)
    expect(r.relativeTicks()).toEqual([
      tick(120, 6_700_100, 0.5, 100),
      // One push with two trades, newest first: taken in trade id order, the window ends on the newer one.
      tick(310, 6_700_300, 0.5, 300),
      tick(610, 6_700_500, 0.25, 300),
    ])
    expect(r.feed.stats).toMatchObject({ trades: 5, duplicates: 2, outOfOrder: 1 })
    r.replay.done()
  })

  it('the venue clock 15 s behind: ticks on our receive clock, the venue time kept, never judged stale', async () => {
    const r = run('okx-clock-skew.ndjson')
    await r.runTo(76_000)
    expect(r.relativeTicks()).toEqual([
      tick(10_100, 6_700_000, 0.25, -4900),
      tick(45_000, 6_700_300, 0.25, 30_000),
      tick(75_100, 6_700_400, 0.25, 60_090),
    ])
    expect(r.relativeBars()).toEqual([
      { productId: 12, t: 0, o: 6_700_000, h: 6_700_300, l: 6_700_000, c: 6_700_300, v: 0.5, source: 'okx' },
    ])
    expect(r.feed.sessions.map((s) => [s.stats.lost, s.stats.resubscribes])).toEqual([
      [0, 0],
      [0, 0],
    ])
    expect(r.feed.staleProducts()).toEqual([])
    r.replay.done()
  })

  it('notice 64008: the public connection rotates without a gap', async () => {
    const r = run('okx-notice.ndjson')
    await r.runTo(4000)
    expect(r.replay.events.filter((e) => e.what === 'open' || e.what === 'client-close')).toEqual([
      { at: 0, conn: 1, what: 'open' },
      { at: 0, conn: 2, what: 'open' },
      { at: 3000, conn: 3, what: 'open' },
      { at: 3500, conn: 1, what: 'client-close', detail: '1000' },
    ])
    expect(r.relativeTicks()).toEqual([tick(100, 6_700_000, 0.25, 90), tick(3500, 6_700_100, 0.25, 3490)])
    expect(r.feed.sessions[0]?.stats).toMatchObject({ shutdownNotices: 1, rotations: 1, lost: 0 })
    r.replay.done()
  })

  it('the business connection drops across a minute: the confirmed bar comes from REST, the open one does not', async () => {
    const r = run('okx-drop-backfill.ndjson')
    await r.runTo(62_000)
    expect(r.relativeBars()).toEqual([
      { productId: 12, t: 0, o: 6_700_000, h: 6_701_200, l: 6_699_500, c: 6_701_000, v: 4.5, source: 'okx' },
    ])
    expect(r.feed.sessions[1]?.stats).toMatchObject({ lost: 1, connects: 3 })
    expect(r.feed.stats).toMatchObject({ backfills: 1, backfilledBars: 1 })
    r.replay.done()
  })
})
