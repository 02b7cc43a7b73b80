// OANDA v20, pricing for index CFDs, forex and metals (a practice or live account's token and id, both free for
// practice): an HTTP stream of JSON lines, GET {stream}/v3/accounts/{account}/pricing/stream?instruments=A,B with
// `Authorization: Bearer <token>`. A PRICE line carries bids, asks, the time (RFC 3339, nanoseconds) and
// `tradeable`; OANDA sends one for each instrument at connect, then one whenever a price changes, and a HEARTBEAT
// line every 5 s. A price is a tick at its mid ((best bid + best ask) / 2, exact, rounded half up to the product's
// precision, volume 0: FX has none); a price that is not tradeable (weekend, halt) makes no tick and marks its
// product closed. REST GET {rest}/v3/instruments/{instrument}/candles?granularity=M1&price=M&from=..&count=500 gives
// mid candles (`complete` once final) for the minutes a lost stream missed.
import { z } from 'zod'
import type { KlineInterval } from '../../../contract/market'
import type { RawBar } from './bars'
import type { VenueEvent, VenueProtocol } from './protocol'

export const OANDA_STREAM_URL = 'https://stream-fxpractice.oanda.com'
export const OANDA_REST_URL = 'https://api-fxpractice.oanda.com'
const CANDLES_PER_CALL = 500

/** OANDA's granularity for each of Tern's intervals. */
const granularities: Record<KlineInterval, string> = {
  '1m': 'M1',
  '5m': 'M5',
  '15m': 'M15',
  '30m': 'M30',
  '1h': 'H1',
  '1d': 'D',
}

const bucket = z.object({ price: z.string() })
const price = z.object({
  type: z.literal('PRICE'),
  instrument: z.string(),
  time: z.string(),
  tradeable: z.boolean(),
  bids: z.array(bucket),
  asks: z.array(bucket),
})
const line = z.union([price, z.object({ type: z.literal('HEARTBEAT'), time: z.string() })])

const candles = z.object({
  candles: z.array(
    z.object({
      complete: z.boolean(),
      volume: z.number(),
      time: z.string(),
      mid: z.object({ o: z.string(), h: z.string(), l: z.string(), c: z.string() }),
    }),
  ),
})

/** An RFC 3339 time as epoch microseconds (OANDA gives nanoseconds; Date keeps milliseconds). */
export function oandaMicros(time: string): number {
  const match = /^(.*T\d\d:\d\d:\d\d)(?:\.(\d+))?(Z|[+-]\d\d:\d\d)$/.exec(time)
  const ms = match ? Date.parse(`${match[1]}${match[3]}`) : Number.NaN
  if (!match || Number.isNaN(ms)) throw new Error(`not an RFC 3339 time: ${time}`)
  return ms * 1000 + Number((match[2] ?? '').slice(0, 6).padEnd(6, '0'))
}

/** The exact mid of two decimal prices, as a decimal string ("1.08501" and "1.08504" -> "1.085025"). */
export function midPrice(bid: string, ask: string): string {
  const decimals = Math.max(bid.split('.')[1]?.length ?? 0, ask.split('.')[1]?.length ?? 0)
  const units = (text: string) => {
    const [whole = '0', fraction = ''] = text.split('.')
    return BigInt(`${whole}${fraction.padEnd(decimals, '0')}`)
  }
  // (bid + ask) / 2 = (bid + ask) * 5 with one more decimal.
  const digits = ((units(bid) + units(ask)) * 5n).toString().padStart(decimals + 2, '0')
  return `${digits.slice(0, -(decimals + 1))}.${digits.slice(-(decimals + 1))}`
}

const decimal = /^\d+(\.\d+)?$/

export function parseOandaLine(text: string): VenueEvent[] {
  const parsed = line.parse(JSON.parse(text))
  if (parsed.type === 'HEARTBEAT') return [{ kind: 'control' }]
  const micros = oandaMicros(parsed.time)
  const venueT = Math.floor(micros / 1000)
  const symbol = parsed.instrument
  const status: VenueEvent = { kind: 'status', symbol, venueT, open: parsed.tradeable }
  const bid = parsed.bids[0]?.price
  const ask = parsed.asks[0]?.price
  if (!parsed.tradeable || bid === undefined || ask === undefined || !decimal.test(bid) || !decimal.test(ask))
    return [status]
  // The time in microseconds is the price's id: the same price sent again (the snapshot after a reconnect) is a
  // duplicate, not a new tick.
  return [status, { kind: 'trade', symbol, trade: { id: micros, venueT, price: midPrice(bid, ask), size: 0 } }]
}

export interface OandaSettings {
  stream: string
  rest: string
  token: string
  account: string
}

export function oandaProtocol(settings: OandaSettings): VenueProtocol {
  const stream = settings.stream.replace(/\/+$/, '')
  const rest = settings.rest.replace(/\/+$/, '')
  const headers = { Authorization: `Bearer ${settings.token}` }
  const account = encodeURIComponent(settings.account)
  return {
    name: 'oanda',
    streams: [
      {
        name: 'oanda',
        url: (symbols) => `${stream}/v3/accounts/${account}/pricing/stream?instruments=${symbols.join(',')}`,
        headers,
        subscribe: () => {},
        parse: parseOandaLine,
        // Prices come only when they change: the 5 s heartbeat is the connection's proof of life.
        symbolCadenceMs: undefined,
        connectionCadenceMs: 5000,
        carriesBars: false,
        pricesOnly: true,
      },
    ],
    candlesUrl: (symbol, from) =>
      `${rest}/v3/instruments/${symbol}/candles?granularity=M1&price=M&from=${new Date(from).toISOString()}&count=${CANDLES_PER_CALL}`,
    parseCandles: (body) =>
      candles
        .parse(JSON.parse(body))
        .candles.filter((c) => c.complete)
        .map((c): RawBar => ({ t: Math.floor(oandaMicros(c.time) / 1000), ...c.mid, v: c.volume })),
    restHeaders: headers,
    maxBarsPerCall: CANDLES_PER_CALL,
    // The newest `limit` mid candles before `before` (days aligned to 00:00 UTC, as Tern's are).
    historyUrl: (symbol, interval, before, limit) =>
      `${rest}/v3/instruments/${symbol}/candles?granularity=${granularities[interval]}&price=M&to=${new Date(before).toISOString()}&count=${limit}${interval === '1d' ? '&dailyAlignment=0&alignmentTimezone=UTC' : ''}`,
    maxHistoryPerCall: CANDLES_PER_CALL,
    // OANDA allows 2 new connections a second per account; a few a minute is all a stream needs.
    connectionBudget: { opens: 20, perMs: 60_000 },
  }
}
