// The OANDA adapter on replayed lines (tests/fixtures/venues/oanda-*.ndjson): mid prices as ticks, heartbeats as
// the connection's proof of life, a stall replaced at once, REST candles for a minute a dropped stream missed, and
// a weekend (`tradeable: false`) as a closed market; the HTTP stream transport against a local server; the seeded
// OANDA instruments.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { catalog } from '../../../../server/market/catalog'
import { createFeed } from '../../../../server/market/venues/create-feed'
import { openHttpStream } from '../../../../server/market/venues/http-stream'
import { routeProducts } from '../../../../server/market/venues/mapping'
import {
  midPrice,
  OANDA_REST_URL,
  OANDA_STREAM_URL,
  oandaProtocol,
  parseOandaLine,
} from '../../../../server/market/venues/oanda'
import { replayVenue } from '../../../support/server/venues/run'

const EUR = { productId: 26, symbol: 'EUR_USD', precision: 5 }
const XAU = { productId: 36, symbol: 'XAU_USD', precision: 2 }
const oanda = () =>
  oandaProtocol({
    stream: OANDA_STREAM_URL,
    rest: OANDA_REST_URL,
    token: 'practice-token',
    account: '101-004-1234567-001',
  })
const tick = (productId: number, t: number, price: number, venueT: number) => ({
  productId,
  t,
  price,
  volume: 0,
  source: 'oanda',
  venueT,
  receivedT: t,
})

let stop: (() => void) | undefined
afterEach(() => {
  stop?.()
  stop = undefined
})

function run(name: string, products = [EUR]) {
  const r = replayVenue(name, oanda(), products)
  stop = () => r.feed.stop()
  return r
}

const opens = (r: ReturnType<typeof run>) => r.replay.events.filter((e) => e.what !== 'sent')

describe('OANDA prices', () => {
  it.each([
    ['1.08501', '1.08504', '1.085025'],
    ['0.5', '0.6', '0.55'],
    ['2350.12', '2350.5', '2350.310'],
    ['151.5', '151.503', '151.5015'],
    ['0.00001', '0.00002', '0.000015'],
  ])('the mid of %s and %s is exactly %s', (bid, ask, mid) => {
    expect(midPrice(bid, ask)).toBe(mid)
  })

  it('reads a PRICE line as whether the instrument trades and, when it does, a trade at the mid', () => {
    const line = (tradeable: boolean) =>
      JSON.stringify({
        type: 'PRICE',
        time: '2026-03-02T12:00:00.123456789Z',
        bids: [{ price: '1.08501', liquidity: 1000000 }],
        asks: [{ price: '1.08504', liquidity: 1000000 }],
        closeoutBid: '1.08500',
        closeoutAsk: '1.08505',
        status: tradeable ? 'tradeable' : 'non-tradeable',
        tradeable,
        instrument: 'EUR_USD',
      })
    const venueT = Date.parse('2026-03-02T12:00:00.123Z')
    expect(parseOandaLine(line(true))).toEqual([
      { kind: 'status', symbol: 'EUR_USD', venueT, open: true },
      // The id is the time in microseconds: the same price sent again is a duplicate.
      { kind: 'trade', symbol: 'EUR_USD', trade: { id: venueT * 1000 + 456, venueT, price: '1.085025', size: 0 } },
    ])
    expect(parseOandaLine(line(false))).toEqual([{ kind: 'status', symbol: 'EUR_USD', venueT, open: false }])
    expect(parseOandaLine('{"type":"HEARTBEAT","time":"2026-03-02T12:00:05.000000000Z"}')).toEqual([
      { kind: 'control' },
    ])
  })
})

describe('OANDA adapter (replayed)', () => {
  it('a normal minute: the snapshot and later prices as mid ticks, one per 250 ms window, rounded half up', async () => {
    const r = run('oanda-normal-minute.ndjson', [EUR, XAU])
    await r.runTo(61_000)
    expect(r.relativeTicks()).toEqual([
      // 1.085025 rounds half up to 1.08503; the snapshot's 1.085015 in the same window is folded into it.
      tick(26, 120, 108_503, 110),
      tick(36, 40, 235_031, -500),
      tick(26, 30_000, 108_511, 29_990),
      tick(36, 60_100, 235_126, 60_090),
    ])
    expect(r.bars).toEqual([])
    expect([r.feed.condition(26), r.feed.condition(36)]).toEqual(['venue', 'venue'])
    expect(r.feed.sessions[0]?.stats).toMatchObject({ connects: 1, lost: 0, resubscribes: 0 })
    r.replay.done()
  })

  it('heartbeats keep a quiet stream live; a stall without a close is delayed, then replaced at once', async () => {
    const r = run('oanda-stall.ndjson')
    await r.runTo(35_000)
    // 15 s after the last heartbeat (3x its 5 s cadence) the product is not yet stale...
    expect(r.feed.condition(26)).toBe('venue')
    await r.runTo(35_500)
    // ...and just after it is.
    expect(r.feed.condition(26)).toBe('stale')
    expect(r.feed.staleProducts()).toEqual([26])
    await r.runTo(36_600)
    expect(r.feed.condition(26)).toBe('venue')
    await r.runTo(45_000)
    expect(opens(r)).toEqual([
      { at: 0, conn: 1, what: 'open' },
      // An HTTP stream takes no requests: no resubscription, the connection is replaced at the next check.
      { at: 36_000, conn: 1, what: 'client-close', detail: '1000' },
      { at: 36_500, conn: 2, what: 'open' },
    ])
    // The new connection's snapshot repeats the last price (the same time): no second tick.
    expect(r.relativeTicks()).toEqual([tick(26, 40, 108_501, 30), tick(26, 37_000, 108_522, 36_990)])
    expect(r.feed.stats).toMatchObject({ duplicates: 1, backfills: 0 })
    expect(r.feed.sessions[0]?.stats).toMatchObject({ connects: 2, lost: 1, resubscribes: 0 })
    r.replay.done()
  })

  it('a dropped stream: backoff past a refused reconnect, the missed minute from REST once it has closed', async () => {
    const r = run('oanda-drop-backfill.ndjson')
    await r.runTo(60_000)
    // Reconnected at 46.5 s, but the minute the stream missed part of is still open: nothing asked yet.
    expect(r.feed.stats.backfills).toBe(0)
    await r.runTo(62_000)
    expect(opens(r)).toEqual([
      { at: 0, conn: 1, what: 'open' },
      { at: 45_000, conn: 1, what: 'server-close', detail: '1006' },
      { at: 45_500, conn: 2, what: 'refused', detail: '503' },
      { at: 46_500, conn: 3, what: 'open' },
    ])
    expect(r.relativeTicks()).toEqual([
      tick(26, 100, 108_501, 90),
      tick(26, 20_000, 108_512, 19_990),
      tick(26, 60_500, 108_531, 60_490),
    ])
    // The complete mid candle, rounded half up to five decimals (1.084985 -> 1.08499); the open one is left out.
    expect(r.relativeBars()).toEqual([
      { productId: 26, t: 0, o: 108_501, h: 108_524, l: 108_499, c: 108_520, v: 184, source: 'oanda' },
    ])
    expect(r.feed.stats).toMatchObject({ backfills: 1, backfilledBars: 1, backfillErrors: 0, duplicates: 1 })
    r.replay.done()
  })

  it('an FX weekend: closed from the first price that is not tradeable, live again on Sunday', async () => {
    const r = run('oanda-weekend.ndjson')
    await r.runTo(10_500)
    expect(r.relativeTicks()).toEqual([tick(26, 30, 108_401, -200), tick(26, 9000, 108_413, 8990)])
    expect(r.feed.condition(26)).toBe('closed')
    const sunday = (47 * 60 + 0) * 60_000 + 10_500
    await r.runTo(sunday - 1000)
    // Two days of heartbeats: still the same connection, closed, never stale, no tick.
    expect(r.feed.condition(26)).toBe('closed')
    expect(r.ticks).toHaveLength(2)
    await r.runTo(sunday + 500)
    expect(r.feed.condition(26)).toBe('venue')
    expect(r.relativeTicks().slice(2)).toEqual([tick(26, sunday + 10, 108_389, sunday)])
    expect(r.feed.sessions[0]?.stats).toMatchObject({ connects: 1, lost: 0 })
    r.replay.done()
  })
})

describe('the HTTP stream transport', () => {
  let server: Server | undefined
  afterEach(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)))
    server = undefined
  })

  async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
    server = createServer(handler)
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  function collect(url: string, headers: Record<string, string>) {
    const seen: string[] = []
    const done = new Promise<string[]>((resolve) => {
      openHttpStream(
        url,
        {
          open: () => seen.push('open'),
          message: (text) => seen.push(text),
          ping: () => {},
          error: (error) => seen.push(`error ${error.message}`),
          close: (code) => resolve([...seen, `close ${code}`]),
        },
        headers,
      )
    })
    return done
  }

  it('sends the headers, splits the body into lines across chunks, and reports the end as a close', async () => {
    const url = await serve((req, res) => {
      res.writeHead(200, { 'content-type': 'application/octet-stream' })
      res.write(`{"auth":"${req.headers.authorization}"}\n{"a":`)
      setTimeout(() => res.end('1}\n\n{"b":2}\n'), 20)
    })
    expect(await collect(`${url}/stream`, { Authorization: 'Bearer t0ken' })).toEqual([
      'open',
      '{"auth":"Bearer t0ken"}',
      '{"a":1}',
      '{"b":2}',
      'close 1006',
    ])
  })

  it('reports a refusal as the failed handshake ws reports (what a recording stops on)', async () => {
    const url = await serve((_req, res) => {
      res.writeHead(401, { 'content-type': 'application/json' })
      res.end('{"errorMessage":"Insufficient authorization to perform request."}')
    })
    expect(await collect(`${url}/stream`, {})).toEqual(['error Unexpected server response: 401', 'close 1006'])
  })
})

describe('OANDA products', () => {
  it('prices every index future, commodity, forex pair and metal by its OANDA instrument', () => {
    const routed = routeProducts(catalog, ['oanda']).get('oanda') ?? []
    const symbols = new Map(routed.map((p) => [p.productId, p.symbol]))
    expect(routed).toHaveLength(27)
    expect(catalog.filter((p) => p.category !== 1).every((p) => symbols.has(p.id))).toBe(true)
    expect([1, 2, 3, 4, 5, 26, 28, 36, 37].map((id) => symbols.get(id))).toEqual([
      'SPX500_USD',
      'NAS100_USD',
      'US30_USD',
      'DE30_EUR',
      'JP225_USD',
      'EUR_USD',
      'USD_JPY',
      'XAU_USD',
      'XAG_USD',
    ])
    // Crypto keeps its crypto venues.
    expect(routeProducts(catalog, ['okx', 'oanda']).get('okx')).toHaveLength(15)
  })

  it('logs why OANDA is off when the settings left it out, and keeps those products on the simulator', () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {})
    try {
      const products = catalog.map((p) => ({ id: p.id, reference: 100, volatility: 0.1, turnover: 1, precision: 2 }))
      const feed = createFeed(
        products,
        {
          sources: [],
          binance: { ws: '', rest: '' },
          okx: { ws: '', rest: '' },
          oanda: { stream: '', rest: '', token: '', account: '' },
          skipped: ['Market feed: oanda is off: TERN_OANDA_TOKEN is not set'],
        },
        { seed: 1, clock: () => new Date(0) },
      )
      expect(log.mock.calls).toEqual([['Market feed: oanda is off: TERN_OANDA_TOKEN is not set']])
      expect(feed.condition(26)).toBe('simulated')
    } finally {
      log.mockRestore()
    }
  })
})
