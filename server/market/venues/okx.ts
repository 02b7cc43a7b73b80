// OKX v5, public market data (no key): `trades` on the public endpoint (wss://ws.okx.com:8443/ws/v5/public) and
// `candle1m` on the business endpoint (/ws/v5/business), subscribed with {"op":"subscribe","args":[...]}. OKX
// closes a connection silent for 30 s: after 5 s without a frame we send the text `ping` and expect `pong`. A
// notice with code 64008 announces a disconnection for a service upgrade. REST GET /api/v5/market/candles returns
// at most 300 bars a call, newest first, each [ts, o, h, l, c, vol, volCcy, volCcyQuote, confirm].
import { z } from 'zod'
import type { KlineInterval } from '../../../contract/market'
import type { RawBar } from './bars'
import type { StreamSpec, VenueEvent, VenueProtocol } from './protocol'
import type { Socket } from './transport'

export const OKX_WS_URL = 'wss://ws.okx.com:8443'
export const OKX_REST_URL = 'https://www.okx.com'

const trade = z.object({ instId: z.string(), tradeId: z.string(), px: z.string(), sz: z.string(), ts: z.string() })
const candle = z.tuple([z.string(), z.string(), z.string(), z.string(), z.string(), z.string()]).rest(z.string())

const frame = z.union([
  z.object({ arg: z.object({ channel: z.literal('trades'), instId: z.string() }), data: z.array(trade) }),
  z.object({ arg: z.object({ channel: z.literal('candle1m'), instId: z.string() }), data: z.array(candle) }),
  z.object({ event: z.string(), code: z.string().optional(), msg: z.string().optional() }),
])

const candles = z.object({ code: z.string(), msg: z.string().optional(), data: z.array(candle) })

function rawBar(row: z.infer<typeof candle>): RawBar {
  const [t, o, h, l, c, v] = row
  return { t: Number(t), o, h, l, c, v: Number(v) }
}

/** A candle row is final when its `confirm` (the last field) is "1". */
const confirmed = (row: z.infer<typeof candle>) => row[row.length - 1] === '1'

export function parseOkxFrame(text: string): VenueEvent[] {
  if (text === 'pong') return [{ kind: 'control' }]
  const parsed = frame.parse(JSON.parse(text))
  if ('event' in parsed)
    return [{ kind: parsed.event === 'notice' && parsed.code === '64008' ? 'shutdown' : 'control' }]
  const symbol = parsed.arg.instId
  if (parsed.arg.channel === 'trades') {
    return (parsed.data as z.infer<typeof trade>[])
      .map((d) => ({ id: Number(d.tradeId), venueT: Number(d.ts), price: d.px, size: Number(d.sz) }))
      .sort((a, b) => a.id - b.id)
      .map((t) => ({ kind: 'trade' as const, symbol, trade: t }))
  }
  return (parsed.data as z.infer<typeof candle>[]).map((row) => {
    const bar = rawBar(row)
    const closed = confirmed(row)
    // A candle row carries no event time: its start (or its end, once final) is the venue time it proves.
    return { kind: 'bar' as const, symbol, venueT: closed ? bar.t + 60_000 : bar.t, bar, closed }
  })
}

function subscription(channel: string) {
  return (socket: Socket, symbols: readonly string[]) =>
    socket.send(JSON.stringify({ op: 'subscribe', args: symbols.map((instId) => ({ channel, instId })) }))
}

/** OKX's bar names of Tern's intervals (UTC-aligned: hours and days in capitals with a `utc` suffix for 1D). */
const okxBars: Record<KlineInterval, string> = {
  '1m': '1m',
  '5m': '5m',
  '15m': '15m',
  '30m': '30m',
  '1h': '1H',
  '1d': '1Dutc',
}

export function okxProtocol(urls: { ws: string; rest: string }): VenueProtocol {
  const ws = urls.ws.replace(/\/+$/, '')
  const rest = urls.rest.replace(/\/+$/, '')
  const keepalive = { idleMs: 5000, text: 'ping' }
  const stream = (name: string, path: string, channel: string): StreamSpec => ({
    name,
    url: () => `${ws}${path}`,
    subscribe: subscription(channel),
    resubscribe: subscription(channel),
    parse: parseOkxFrame,
    // Trades come only when someone trades: the keepalive's pong is the trades connection's heartbeat.
    symbolCadenceMs: channel === 'candle1m' ? 2000 : undefined,
    connectionCadenceMs: keepalive.idleMs,
    keepalive,
    carriesBars: channel === 'candle1m',
  })
  return {
    name: 'okx',
    streams: [stream('okx-public', '/ws/v5/public', 'trades'), stream('okx-business', '/ws/v5/business', 'candle1m')],
    candlesUrl: (symbol, from, to) =>
      `${rest}/api/v5/market/candles?instId=${symbol}&bar=1m&before=${from - 1}&after=${to}&limit=300`,
    parseCandles: (body) => {
      const answer = candles.parse(JSON.parse(body))
      if (answer.code !== '0') throw new Error(`OKX error ${answer.code}: ${answer.msg ?? ''}`)
      return answer.data.filter(confirmed).map(rawBar)
    },
    maxBarsPerCall: 300,
    // History candles (older than the 1440 newest that /candles keeps): `after` asks for bars before that time.
    historyUrl: (symbol, interval, before, limit) =>
      `${rest}/api/v5/market/history-candles?instId=${symbol}&bar=${okxBars[interval]}&after=${before}&limit=${limit}`,
    maxHistoryPerCall: 100,
    // "Connection limit: 3 requests per second (based on IP)" (OKX v5 WebSocket).
    connectionBudget: { opens: 3, perMs: 1000 },
  }
}
