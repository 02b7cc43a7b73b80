// A venue's product at its first start: its candle history comes from the venue's REST klines / history candles
// (not generated), and the venue's closed 1 m bars replace the minutes the trades built, so volumes match the
// venue's. Replayed fixtures (tests/fixtures/venues/*-first-start.ndjson), exact candles.
import { afterEach, describe, expect, it } from 'vitest'
import type { KlineInterval } from '../../../../contract/market'
import type { CandleValues } from '../../../../server/market/candles'
import { Market } from '../../../../server/market/market'
import { ticksWithProvenance } from '../../../../server/market/repo'
import { BINANCE_REST_URL, BINANCE_WS_URL, binanceProtocol } from '../../../../server/market/venues/binance'
import { venueCandles, venueHistory } from '../../../../server/market/venues/history'
import { OKX_REST_URL, OKX_WS_URL, okxProtocol } from '../../../../server/market/venues/okx'
import { VenueFeed } from '../../../../server/market/venues/venue-feed'
import { createHarness, type Harness } from '../../../support/server/harness'
import { FakeClock } from '../../../support/server/venues/fake-clock'
import { loadFixture } from '../../../support/server/venues/fixture'
import { ReplayTransport } from '../../../support/server/venues/replay'
import { BTC } from '../../../support/server/venues/run'

const START = 1772452800000
const MINUTE = 60_000
const binance = () => binanceProtocol({ ws: BINANCE_WS_URL, rest: BINANCE_REST_URL })
const candle = (t: number, o: number, h: number, l: number, c: number, v: number): CandleValues => ({
  t,
  o,
  h,
  l,
  c,
  v,
})

/** The fixtures' history: three closed bars before the interval's current one, the newest first in time order. */
const history: Record<KlineInterval, CandleValues[]> = {
  '1m': [
    candle(START - 3 * MINUTE, 6_693_000, 6_693_550, 6_692_575, 6_693_113, 4.5),
    candle(START - 2 * MINUTE, 6_692_000, 6_692_550, 6_691_575, 6_692_113, 3),
    candle(START - MINUTE, 6_691_000, 6_691_550, 6_690_575, 6_691_113, 1.5),
  ],
  '5m': [
    candle(START - 900_000, 6_693_100, 6_693_650, 6_692_675, 6_693_213, 5.5),
    candle(START - 600_000, 6_692_100, 6_692_650, 6_691_675, 6_692_213, 4),
    candle(START - 300_000, 6_691_100, 6_691_650, 6_690_675, 6_691_213, 2.5),
  ],
  '15m': [
    candle(START - 2_700_000, 6_693_200, 6_693_750, 6_692_775, 6_693_313, 6.5),
    candle(START - 1_800_000, 6_692_200, 6_692_750, 6_691_775, 6_692_313, 5),
    candle(START - 900_000, 6_691_200, 6_691_750, 6_690_775, 6_691_313, 3.5),
  ],
  '30m': [
    candle(START - 5_400_000, 6_693_300, 6_693_850, 6_692_875, 6_693_413, 7.5),
    candle(START - 3_600_000, 6_692_300, 6_692_850, 6_691_875, 6_692_413, 6),
    candle(START - 1_800_000, 6_691_300, 6_691_850, 6_690_875, 6_691_413, 4.5),
  ],
  '1h': [
    candle(START - 10_800_000, 6_693_400, 6_693_950, 6_692_975, 6_693_513, 8.5),
    candle(START - 7_200_000, 6_692_400, 6_692_950, 6_691_975, 6_692_513, 7),
    candle(START - 3_600_000, 6_691_400, 6_691_950, 6_690_975, 6_691_513, 5.5),
  ],
  '1d': [
    candle(1772150400000, 6_693_500, 6_694_050, 6_693_075, 6_693_613, 9.5),
    candle(1772236800000, 6_692_500, 6_693_050, 6_692_075, 6_692_613, 8),
    candle(1772323200000, 6_691_500, 6_692_050, 6_691_075, 6_691_613, 6.5),
  ],
}

describe('venue history at first start (REST)', () => {
  it('Binance: the newest closed klines of every interval, prices rounded half up', async () => {
    const fixture = loadFixture('binance-first-start.ndjson')
    const clock = new FakeClock(fixture.start)
    const replay = new ReplayTransport({ ...fixture, connections: [] }, clock)
    const got = await venueHistory(binance(), replay, BTC, 3, START)
    expect(Object.fromEntries(got)).toEqual(history)
  })

  it('Binance: paged backwards at the venue page size, each bar once', async () => {
    const fixture = loadFixture('binance-history-pages.ndjson')
    const replay = new ReplayTransport(fixture, new FakeClock(fixture.start))
    const got = await venueCandles({ ...binance(), maxHistoryPerCall: 2 }, replay, BTC, '1m', 3, START)
    expect(got).toEqual(history['1m'])
    replay.done()
  })

  it('OKX: history candles (newest first on the wire) of every interval, the day on UTC', async () => {
    const fixture = loadFixture('okx-first-start.ndjson')
    const replay = new ReplayTransport(fixture, new FakeClock(fixture.start))
    const okx = okxProtocol({ ws: OKX_WS_URL, rest: OKX_REST_URL })
    const got = await venueHistory(okx, replay, { productId: 12, symbol: 'BTC-USDT', precision: 2 }, 3, START)
    expect(Object.fromEntries(got)).toEqual(history)
    replay.done()
  })
})

describe('a venue product in the market at its first start', () => {
  let h: Harness
  let market: Market | undefined
  afterEach(async () => {
    await market?.stop()
    await h.close()
  })

  it('records the venue history instead of generating it, and the closed 1 m bar replaces the traded minute', async () => {
    // The harness's own market (the scripted feed, no history) leaves BTC/USDT without candles: its first start.
    h = await createHarness()
    const fixture = loadFixture('binance-first-start.ndjson')
    const clock = new FakeClock(fixture.start)
    const replay = new ReplayTransport(fixture, clock)
    const open = () =>
      Market.open({
        db: h.db,
        clock: clock.date,
        seed: 7,
        historyCandles: 3,
        tickRetentionMs: 48 * 3_600_000,
        recording: 'immediate',
        products: [12],
        feed: () => new VenueFeed(binance(), [BTC], { transport: replay, scheduler: clock, log: () => {} }),
        venues: {
          priced: (id) => id === 12,
          history: (_row, count, now) => venueHistory(binance(), replay, BTC, count, now),
        },
      })
    market = await open()
    market.start()
    await clock.advance(61_000)
    await market.flush()

    const recorded = async (interval: KlineInterval) =>
      (
        await h.db
          .selectFrom('candles')
          .select(['t', 'o', 'h', 'l', 'c', 'v'])
          .where('product_id', '=', 12)
          .where('interval', '=', interval)
          .orderBy('t')
          .execute()
      ).map((r) => candle(Number(r.t), Number(r.o), Number(r.h), Number(r.l), Number(r.c), r.v))
    // Minute 0: the trades seen made 0.75; the venue's closed bar says 1.5 (and a wider range): the bar wins.
    const minute0 = candle(START, 6_700_010, 6_700_200, 6_699_900, 6_700_100, 1.5)
    const minute1 = candle(START + MINUTE, 6_700_300, 6_700_300, 6_700_300, 6_700_300, 0.125)
    expect(await recorded('1m')).toEqual([...history['1m'], minute0, minute1])
    // The coarser candles holding them are rolled up from the minutes: the venue's volume plus the later tick.
    const current = (t: number) => candle(t, 6_700_010, 6_700_300, 6_699_900, 6_700_300, 1.625)
    for (const interval of ['5m', '15m', '30m', '1h'] as const) {
      expect(await recorded(interval)).toEqual([...history[interval], current(START)])
    }
    // Today's candle (the venue's open day is not history) is rolled up from the hours: 09:00 to 11:00 from the
    // venue's 1 h history, then the current hour.
    const today = candle(1772409600000, 6_693_400, 6_700_300, 6_690_975, 6_700_300, 8.5 + 7 + 5.5 + 1.625)
    expect(await recorded('1d')).toEqual([...history['1d'], today])
    // The ticks keep their provenance: Binance, the venue's time 10 ms before our receive time.
    expect(await ticksWithProvenance(h.db, 12, START, START + 2 * MINUTE)).toEqual([
      {
        productId: 12,
        t: START + 100,
        price: 6_700_010,
        volume: 0.25,
        source: 'binance',
        venueT: START + 90,
        receivedT: START + 100,
      },
      {
        productId: 12,
        t: START + 400,
        price: 6_700_100,
        volume: 0.5,
        source: 'binance',
        venueT: START + 390,
        receivedT: START + 400,
      },
      {
        productId: 12,
        t: START + 60_100,
        price: 6_700_300,
        volume: 0.125,
        source: 'binance',
        venueT: START + 60_090,
        receivedT: START + 60_100,
      },
    ])
    await market.stop()

    // A restart asks the venue nothing (the fixture has no more answers) and restores exactly what was recorded:
    // no generated back-history before the venue's.
    const again = await open()
    market = again
    const state = again.get(12)
    expect(state?.series['1m'].slice(100)).toEqual([...history['1m'], minute0, minute1])
    expect(state?.series['1d'].slice(100)).toEqual([...history['1d'], today])
    replay.done()
  })
})
