// A product's candle history at its first start, from the venue that prices it (REST klines / history candles)
// instead of generated back-history: the newest closed bars of every interval, paged backwards at the venue's
// page size, in the product's units. Only the engine process asks (create.ts), once per product: afterwards the
// recorded candles are the history.
import { type KlineInterval, klineIntervals } from '../../../contract/market'
import { type CandleValues, intervalMs } from '../candles'
import type { RawBar } from './bars'
import type { VenueProtocol } from './protocol'
import { venuePriceUnits } from './ticks'
import type { Transport } from './transport'
import type { VenueProduct } from './venue-feed'

/** The newest `count` bars of `interval` closed by `now` (oldest first); throws on a failed call or bad answer. */
export async function venueCandles(
  protocol: VenueProtocol,
  transport: Transport,
  product: VenueProduct,
  interval: KlineInterval,
  count: number,
  now: number,
): Promise<CandleValues[]> {
  const ms = intervalMs[interval]
  const byT = new Map<number, CandleValues>()
  // The bar still open at `now` is not history: ask for bars that start before the current one.
  let before = Math.floor(now / ms) * ms
  const calls = Math.ceil(count / protocol.maxHistoryPerCall) + 1
  for (let call = 0; call < calls && byT.size < count; call++) {
    const limit = Math.min(protocol.maxHistoryPerCall, count - byT.size)
    const answer = await transport.get(
      protocol.historyUrl(product.symbol, interval, before, limit),
      protocol.restHeaders,
    )
    if (answer.status !== 200) throw new Error(`HTTP ${answer.status}`)
    const page = protocol.parseCandles(answer.body).filter((bar) => bar.t < before && bar.t + ms <= now)
    for (const bar of page) {
      const candle = toCandle(bar, product.precision)
      if (candle) byT.set(candle.t, candle)
    }
    if (page.length < limit) break
    before = Math.min(...page.map((bar) => bar.t))
  }
  return [...byT.values()].sort((a, b) => a.t - b.t).slice(-count)
}

/** Every interval's history of a product, by interval. */
export async function venueHistory(
  protocol: VenueProtocol,
  transport: Transport,
  product: VenueProduct,
  count: number,
  now: number,
): Promise<Map<KlineInterval, CandleValues[]>> {
  const out = new Map<KlineInterval, CandleValues[]>()
  for (const interval of klineIntervals) {
    out.set(interval, await venueCandles(protocol, transport, product, interval, count, now))
  }
  return out
}

function toCandle(bar: RawBar, precision: number): CandleValues | undefined {
  const [o, h, l, c] = [bar.o, bar.h, bar.l, bar.c].map((p) => venuePriceUnits(p, precision))
  if (o === undefined || h === undefined || l === undefined || c === undefined || !Number.isFinite(bar.v))
    return undefined
  return { t: bar.t, o, h, l, c, v: bar.v }
}
