// Binance spot, public market data (no key): combined streams `<symbol>@aggTrade` and `<symbol>@kline_1m` on one
// connection (wss://stream.binance.com:9443/stream?streams=...), frames wrapped as {stream, data}. The server pings
// every 20 s and wants the payload back in a pong within a minute; a connection lives at most 24 h; a
// serverShutdown event announces a disconnection. Klines push every 2 s per symbol, which makes them the per-symbol
// heartbeat. REST GET /api/v3/klines returns at most 1000 bars a call, each [openTime, o, h, l, c, v, closeTime, ...].
import { z } from 'zod'
import type { RawBar } from './bars'
import type { VenueEvent, VenueProtocol } from './protocol'
import type { Socket } from './transport'

export const BINANCE_WS_URL = 'wss://stream.binance.com:9443'
export const BINANCE_REST_URL = 'https://api.binance.com'

const aggTrade = z.object({
  e: z.literal('aggTrade'),
  s: z.string(),
  a: z.number(),
  p: z.string(),
  q: z.string(),
  T: z.number(),
})

const kline = z.object({
  e: z.literal('kline'),
  E: z.number(),
  s: z.string(),
  k: z.object({
    t: z.number(),
    o: z.string(),
    h: z.string(),
    l: z.string(),
    c: z.string(),
    v: z.string(),
    x: z.boolean(),
  }),
})

const shutdown = z.object({ e: z.literal('serverShutdown') })

const frame = z.union([
  z.object({ stream: z.string(), data: z.union([aggTrade, kline, shutdown]) }),
  // The WebSocket API's documented form of the notice: {"event": {"e": "serverShutdown", "E": ...}}.
  z.object({ event: shutdown }),
  shutdown,
  // The answer to a live SUBSCRIBE: {"result": null, "id": 1}.
  z.object({ result: z.unknown(), id: z.number() }),
])

const klines = z.array(
  z.tuple([z.number(), z.string(), z.string(), z.string(), z.string(), z.string()]).rest(z.unknown()),
)

function streams(symbols: readonly string[]): string[] {
  return symbols.flatMap((s) => [`${s.toLowerCase()}@aggTrade`, `${s.toLowerCase()}@kline_1m`])
}

export function parseBinanceFrame(text: string): VenueEvent[] {
  const parsed = frame.parse(JSON.parse(text))
  const data = 'stream' in parsed ? parsed.data : 'event' in parsed ? parsed.event : parsed
  if (!('e' in data)) return [{ kind: 'control' }]
  if (data.e === 'serverShutdown') return [{ kind: 'shutdown' }]
  if (data.e === 'aggTrade') {
    return [
      { kind: 'trade', symbol: data.s, trade: { id: data.a, venueT: data.T, price: data.p, size: Number(data.q) } },
    ]
  }
  const { k } = data
  const bar: RawBar = { t: k.t, o: k.o, h: k.h, l: k.l, c: k.c, v: Number(k.v) }
  return [{ kind: 'bar', symbol: data.s, venueT: data.E, bar, closed: k.x }]
}

export function binanceProtocol(urls: { ws: string; rest: string }): VenueProtocol {
  let requestId = 0
  const ws = urls.ws.replace(/\/+$/, '')
  const rest = urls.rest.replace(/\/+$/, '')
  return {
    name: 'binance',
    streams: [
      {
        name: 'binance',
        url: (symbols) => `${ws}/stream?streams=${streams(symbols).join('/')}`,
        subscribe: () => {},
        resubscribe: (socket: Socket, symbols) => {
          requestId += 1
          socket.send(JSON.stringify({ method: 'SUBSCRIBE', params: streams(symbols), id: requestId }))
        },
        parse: parseBinanceFrame,
        symbolCadenceMs: 2000,
        connectionCadenceMs: 20_000,
        maxLifetimeMs: 24 * 3_600_000,
        carriesBars: true,
      },
    ],
    candlesUrl: (symbol, from, to) =>
      `${rest}/api/v3/klines?symbol=${symbol}&interval=1m&startTime=${from}&endTime=${to}&limit=1000`,
    parseCandles: (body) =>
      klines.parse(JSON.parse(body)).map(([t, o, h, l, c, v]) => ({ t, o, h, l, c, v: Number(v) })),
    maxBarsPerCall: 1000,
    historyUrl: (symbol, interval, before, limit) =>
      `${rest}/api/v3/klines?symbol=${symbol}&interval=${interval}&endTime=${before - 1}&limit=${limit}`,
    maxHistoryPerCall: 1000,
    // "300 connections per attempt every 5 minutes per IP" (Binance spot WebSocket limits).
    connectionBudget: { opens: 300, perMs: 5 * 60_000 },
  }
}
