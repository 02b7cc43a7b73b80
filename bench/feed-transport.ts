// The bench's venues (bench/feed.ts): a Transport that answers Binance's combined stream and OKX's public and
// business endpoints with generated frames in the venues' documented formats, on the fake clock. Each venue sends
// `rate` trades a second (one a frame, round-robin over the symbols, a small random walk) and a 1 m bar update per
// symbol every 2 s; a rotation's new connection starts its own frames and a closed one stops. No REST is asked for
// (nothing is lost), so get() refuses.
import type { RestAnswer, Socket, SocketHandlers, Transport } from '../server/market/venues/transport'
import type { FakeClock } from '../tests/support/server/venues/fake-clock'

export interface VenueSymbol {
  binance: string
  okx: string
  /** Reference price, product units. */
  units: number
  precision: number
}

const BAR_EVERY_MS = 2000

type Venue = 'binance' | 'okx-public' | 'okx-business'

export class SyntheticVenues implements Transport {
  trades = 0
  opened = 0
  private seq = 0
  private readonly prices: number[]

  constructor(
    private readonly clock: FakeClock,
    private readonly symbols: readonly VenueSymbol[],
    private readonly rate: number,
  ) {
    this.prices = symbols.map((s) => s.units)
  }

  open(url: string, handlers: SocketHandlers): Socket {
    const venue: Venue = url.includes('binance') ? 'binance' : url.endsWith('/business') ? 'okx-business' : 'okx-public'
    this.opened += 1
    let closed = false
    const at = (ms: number, run: () => void) => this.clock.setTimeout(() => !closed && run(), ms)
    at(0, () => handlers.open())
    let minute: number | undefined
    const bars = () => {
      const now = this.clock.now()
      const open = now - (now % 60_000)
      for (let i = 0; i < this.symbols.length; i++) {
        // The minute that just ended, closed, then the current one.
        if (minute !== undefined && minute < open) handlers.message(this.barFrame(venue, i, minute, true))
        handlers.message(this.barFrame(venue, i, open, false))
      }
      minute = open
      at(BAR_EVERY_MS, bars)
    }
    if (venue !== 'okx-public') at(BAR_EVERY_MS, bars)
    if (venue !== 'okx-business') {
      const gap = 1000 / this.rate
      let next = 0
      const trades = () => {
        // Frames due within this millisecond (several when the rate is above 1,000 a second).
        const now = this.clock.now()
        while (next <= now) {
          handlers.message(this.tradeFrame(venue, this.seq % this.symbols.length))
          next += gap
        }
        at(Math.max(1, Math.ceil(next - now)), trades)
      }
      at(1, () => {
        next = this.clock.now()
        trades()
      })
    }
    return {
      send: () => {},
      pong: () => {},
      close: () => {
        if (closed) return
        closed = true
        this.clock.setTimeout(() => handlers.close(1000, ''), 0)
      },
    }
  }

  get(url: string): Promise<RestAnswer> {
    return Promise.reject(new Error(`the bench has no REST answer for ${url}`))
  }

  /** The frames of `count` trades of each venue, for the JSON.parse reference. */
  sampleFrames(count: number): string[] {
    const frames: string[] = []
    for (let i = 0; i < count; i++) {
      frames.push(this.tradeFrame('binance', i % this.symbols.length, false))
      frames.push(this.tradeFrame('okx-public', i % this.symbols.length, false))
    }
    return frames
  }

  private price(i: number, move: boolean): string {
    const symbol = this.symbols[i] as VenueSymbol
    let units = this.prices[i] ?? symbol.units
    if (move) {
      const step = Math.max(1, Math.round(units * 0.0001))
      units = Math.max(step, units + (Math.random() < 0.5 ? -step : step))
      this.prices[i] = units
    }
    return (units / 10 ** symbol.precision).toFixed(symbol.precision)
  }

  private tradeFrame(venue: Venue, i: number, count = true): string {
    const symbol = this.symbols[i] as VenueSymbol
    const id = ++this.seq
    if (count) this.trades += 1
    const t = this.clock.now() - 5
    const p = this.price(i, count)
    if (venue === 'binance') {
      const s = symbol.binance
      const data = { e: 'aggTrade', E: t + 1, s, a: id, p, q: '0.01', f: id, l: id, T: t, m: false, M: true }
      return JSON.stringify({ stream: `${s.toLowerCase()}@aggTrade`, data })
    }
    const trade = { instId: symbol.okx, tradeId: String(id), px: p, sz: '0.01', side: 'buy', ts: String(t), count: '1' }
    return JSON.stringify({ arg: { channel: 'trades', instId: symbol.okx }, data: [trade] })
  }

  private barFrame(venue: Venue, i: number, open: number, closed: boolean): string {
    const symbol = this.symbols[i] as VenueSymbol
    const now = this.clock.now()
    const p = this.price(i, false)
    if (venue === 'binance') {
      const s = symbol.binance
      const k = { t: open, T: open + 59_999, s, i: '1m', f: 1, L: 2, o: p, c: p, h: p, l: p, v: '1', n: 2, x: closed }
      return JSON.stringify({ stream: `${s.toLowerCase()}@kline_1m`, data: { e: 'kline', E: now, s, k } })
    }
    const row = [String(open), p, p, p, p, '1', '0', '0', closed ? '1' : '0']
    return JSON.stringify({ arg: { channel: 'candle1m', instId: symbol.okx }, data: [row] })
  }
}
