// The Binance adapter and its supervisor on replayed frames (tests/fixtures/venues/binance-*.ndjson), each asserting
// the exact ticks and bars that come out and how the connections went.
import { afterEach, describe, expect, it } from 'vitest'
import { BINANCE_REST_URL, BINANCE_WS_URL, binanceProtocol } from '../../../../server/market/venues/binance'
import { BTC, replayVenue } from '../../../support/server/venues/run'

const binance = () => binanceProtocol({ ws: BINANCE_WS_URL, rest: BINANCE_REST_URL })
const tick = (t: number, price: number, volume: number, venueT: number) => ({
  productId: 12,
  t,
  price,
  volume,
  source: 'binance',
  venueT,
  receivedT: t,
})
const bar = (t: number, o: number, h: number, l: number, c: number, v: number) => ({
  productId: 12,
  t,
  o,
  h,
  l,
  c,
  v,
  source: 'binance',
})

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  stop = undefined
})

function run(name: string, random?: () => number) {
  const r = replayVenue(name, binance(), [BTC], random)
  stop = () => r.feed.stop()
  return r
}

describe('Binance adapter (replayed)', () => {
  it('a normal minute: one tick per 250 ms window, prices rounded half up, pings answered, the closed bar once', async () => {
    const r = run('binance-normal-minute.ndjson')
    await r.runTo(61_000)
    expect(r.relativeTicks()).toEqual([
      tick(180, 6_700_025, 0.5, 170),
      tick(400, 6_700_000, 0.5, 390),
      tick(30_000, 6_701_000, 0.125, 29_990),
      tick(60_100, 6_701_100, 0.25, 60_090),
    ])
    expect(r.relativeBars()).toEqual([bar(0, 6_700_010, 6_701_000, 6_700_000, 6_701_000, 1.125)])
    expect(r.replay.events.filter((e) => e.what === 'pong').map((e) => e.at)).toEqual([20_000, 40_000])
    expect(r.feed.sessions[0]?.stats).toMatchObject({ connects: 1, lost: 0, resubscribes: 0 })
    r.replay.done()
  })

  it('a connection dropped mid-minute: backoff past a refused handshake, then the missed bar from REST', async () => {
    const r = run('binance-drop-backfill.ndjson')
    await r.runTo(62_000)
    expect(r.relativeTicks()).toEqual([
      tick(100, 6_700_000, 0.25, 90),
      tick(5000, 6_700_500, 0.5, 4990),
      tick(60_600, 6_701_600, 0.5, 60_590),
    ])
    // The bar before the first frame's minute and the still open one are left out.
    expect(r.relativeBars()).toEqual([bar(0, 6_700_000, 6_702_000, 6_699_000, 6_701_500, 3.5)])
    const connections = r.replay.events.filter((e) => e.what !== 'sent' && e.what !== 'pong')
    expect(connections).toEqual([
      { at: 0, conn: 1, what: 'open' },
      { at: 50_000, conn: 1, what: 'server-close', detail: '1006' },
      { at: 50_500, conn: 2, what: 'refused', detail: '503' },
      { at: 51_500, conn: 3, what: 'open' },
    ])
    expect(r.feed.stats).toMatchObject({ backfills: 1, backfilledBars: 1, backfillErrors: 0 })
    r.replay.done()
  })

  it('a stall without a close: resubscribe after 10 s of silence, reconnect 10 s later, no backfill needed', async () => {
    const r = run('binance-stall.ndjson')
    await r.runTo(28_000)
    expect(r.replay.events.filter((e) => e.what !== 'pong')).toEqual([
      { at: 0, conn: 1, what: 'open' },
      {
        at: 16_000,
        conn: 1,
        what: 'sent',
        detail: '{"method":"SUBSCRIBE","params":["btcusdt@aggTrade","btcusdt@kline_1m"],"id":1}',
      },
      { at: 26_000, conn: 1, what: 'client-close', detail: '1000' },
      { at: 26_500, conn: 2, what: 'open' },
    ])
    expect(r.relativeTicks()).toEqual([tick(500, 6_700_000, 0.25, 490), tick(27_100, 6_700_200, 0.25, 27_090)])
    expect(r.feed.sessions[0]?.stats).toMatchObject({ connects: 2, lost: 1, resubscribes: 1 })
    expect(r.feed.staleProducts()).toEqual([])
    r.replay.done()
  })

  it('duplicate, same-millisecond and out-of-order trades: ticks strictly increasing, nothing counted twice', async () => {
    const r = run('binance-duplicates.ndjson')
    await r.runTo(1000)
    expect(r.relativeTicks()).toEqual([
      tick(120, 6_700_100, 0.5, 100),
      tick(310, 6_700_200, 0.25, 300),
      tick(610, 6_700_300, 0.25, 300),
    ])
    expect(r.feed.stats).toMatchObject({ trades: 4, duplicates: 2, outOfOrder: 1 })
    r.replay.done()
  })

  it('a serverShutdown notice: the new connection takes over on its first frame, the old one is closed, no gap', async () => {
    const r = run('binance-shutdown.ndjson')
    await r.runTo(9000)
    expect(r.replay.events.filter((e) => e.what !== 'pong')).toEqual([
      { at: 0, conn: 1, what: 'open' },
      { at: 5000, conn: 2, what: 'open' },
      { at: 5300, conn: 1, what: 'client-close', detail: '1000' },
    ])
    expect(r.relativeTicks()).toEqual([
      tick(100, 6_700_000, 0.25, 90),
      tick(5200, 6_700_100, 0.25, 5190),
      tick(5400, 6_700_200, 0.25, 5390),
    ])
    expect(r.feed.sessions[0]?.stats).toMatchObject({ shutdownNotices: 1, rotations: 1, lost: 0 })
    expect(r.feed.stats.backfills).toBe(0)
    r.replay.done()
  })

  it('the venue clock 15 s behind: ticks on our receive clock, the venue time kept, never judged stale', async () => {
    const r = run('binance-clock-skew.ndjson')
    await r.runTo(76_000)
    expect(r.relativeTicks()).toEqual([
      tick(15_100, 6_700_000, 0.25, 100),
      tick(45_000, 6_700_300, 0.25, 30_000),
      tick(75_100, 6_700_400, 0.25, 60_090),
    ])
    expect(r.relativeBars()).toEqual([bar(0, 6_700_000, 6_700_300, 6_700_000, 6_700_300, 0.5)])
    expect(r.feed.sessions[0]?.stats).toMatchObject({ connects: 1, resubscribes: 0, lost: 0 })
    r.replay.done()
  })

  it('a delisted symbol never sends a frame: resubscribed, one reconnect, then left delayed while BTC keeps ticking', async () => {
    const delisted = { productId: 20, symbol: 'BCCUSDT', precision: 2 }
    const r = replayVenue('binance-delisted.ndjson', binance(), [BTC, delisted], () => 0.5)
    stop = () => r.feed.stop()
    await r.runTo(60_000)
    expect(r.replay.events.filter((e) => e.what !== 'pong')).toEqual([
      { at: 0, conn: 1, what: 'open' },
      {
        at: 11_000,
        conn: 1,
        what: 'sent',
        detail: '{"method":"SUBSCRIBE","params":["bccusdt@aggTrade","bccusdt@kline_1m"],"id":1}',
      },
      { at: 21_000, conn: 1, what: 'client-close', detail: '1000' },
      // After this one reconnect, BCCUSDT's silence costs the connection nothing more.
      { at: 21_500, conn: 2, what: 'open' },
    ])
    expect(r.relativeTicks()).toEqual([
      tick(100, 6_700_000, 0.25, 90),
      tick(15_000, 6_700_100, 0.25, 14_990),
      tick(21_600, 6_700_200, 0.25, 21_590),
      tick(40_000, 6_700_350, 0.25, 39_990),
    ])
    expect(r.feed.staleProducts()).toEqual([20])
    expect([r.feed.condition(12), r.feed.condition(20)]).toEqual(['venue', 'stale'])
    expect(r.feed.sessions[0]?.stats).toMatchObject({ connects: 2, lost: 1, resubscribes: 1 })
    expect(r.logs).toContain('32000 binance: BCCUSDT still silent after a reconnect, left delayed (delisted?)')
    r.replay.done()
  })

  it('rotates before the 24 h lifetime: a day of frames and pings in one replay', async () => {
    const r = run('binance-rotation.ndjson')
    const rotateAt = (23 * 60 + 45) * 60_000
    await r.runTo(rotateAt + 2000)
    expect(r.replay.events.filter((e) => e.what !== 'pong')).toEqual([
      { at: 0, conn: 1, what: 'open' },
      { at: rotateAt, conn: 2, what: 'open' },
      { at: rotateAt + 200, conn: 1, what: 'client-close', detail: '1000' },
    ])
    expect(r.replay.events.filter((e) => e.what === 'pong')).toHaveLength(rotateAt / 20_000)
    expect(r.relativeTicks().map((t) => [t.t, t.price])).toEqual([
      [100, 6_700_000],
      [rotateAt + 200, 6_800_000],
    ])
    expect(r.feed.sessions[0]?.stats).toMatchObject({ connects: 2, rotations: 1, lost: 0, resubscribes: 0 })
    r.replay.done()
  })

  it('backs off with full jitter from 1 s to 60 s, and resets only after 30 s live', async () => {
    // The jitter's worst case: each delay is just under its cap (999, 1998, ... 59940 ms).
    const r = run('binance-backoff.ndjson', () => 0.999)
    await r.runTo(300_000)
    const opens = r.replay.events.filter((e) => e.what === 'open' || e.what === 'refused').map((e) => e.at)
    const gaps = opens.slice(1).map((at, i) => at - (opens[i] ?? 0))
    // Seven refusals double the delay up to the cap; a connection live 10 s does not reset it (59,940 ms after
    // its close), one live 40 s does (999 ms).
    expect(gaps).toEqual([999, 1998, 3996, 7992, 15_984, 31_968, 59_940, 10_000 + 59_940, 40_000 + 999])
    r.replay.done()
  })
})
