// A product's market status (contract MarketStatus): what the feed knows of it, plus the liveness window on its
// last tick. The same rule answers the product calls, refuses orders and holds the engines (README: Real prices).
import type { MarketStatus } from '../../contract/market'
import type { Market } from './market'
import { type VenueName, venueNames, venueOf, venueTitles } from './venues/mapping'

export interface ProductStatus {
  status: MarketStatus
  /** The last tick's time (epoch ms, 0: none yet). */
  t: number
  /** The venue that prices the product, named for users ("Binance"); absent for the simulator's products. */
  source?: string
}

/** `livenessMs`: a venue's product with no tick for longer is delayed (the TERN_MAX_PRICE_AGE_SECONDS setting). */
export function productStatus(market: Market, productId: number, livenessMs: number): ProductStatus {
  const t = market.get(productId)?.lastT ?? 0
  const condition = market.feed.condition(productId)
  if (condition === 'simulated') return { status: 'simulated', t }
  if (condition === 'closed') return { status: 'closed', t }
  const fresh = t > 0 && market.now() - t <= livenessMs
  return { status: condition === 'venue' && fresh ? 'live' : 'delayed', t }
}

/**
 * The venue that prices a product now, named for users; nothing for the simulator's. The feed knows it (by the routes
 * in the database, which the console changes); else the seeded routes with these venues on (TERN_FEED).
 */
export function sourceOf(market: Market, productId: number, sources: readonly VenueName[]): { source?: string } {
  const venue = market.feed.venueOf ? market.feed.venueOf(productId) : venueOf(productId, sources)
  const known = venueNames.find((v) => v === venue)
  return known ? { source: venueTitles[known] } : {}
}

/** Whether orders are taken and the engines decide on the product. */
export function isTradable(status: MarketStatus): boolean {
  return status === 'live' || status === 'simulated'
}

/** Every product's status at once, and a key that changes whenever one of them does (for cached answers). */
export interface StatusBoard {
  readonly key: string
  of(productId: number): ProductStatus
}

/** `sources`: the venues switched on, to name each product's source (none: no names). */
export function statusBoard(market: Market, livenessMs: number, sources: readonly VenueName[] = []): StatusBoard {
  const byId = new Map(
    market
      .list()
      .map((s) => [
        s.row.id,
        { ...productStatus(market, s.row.id, livenessMs), ...sourceOf(market, s.row.id, sources) },
      ]),
  )
  return { key: statusKey(market, livenessMs), of: (id) => byId.get(id) ?? { status: 'delayed', t: 0 } }
}

/** The board's key alone (what a cached answer's tag needs), without building the board. */
export function statusKey(market: Market, livenessMs: number): string {
  let key = ''
  for (const state of market.list()) key += productStatus(market, state.row.id, livenessMs).status[0]
  return key
}
