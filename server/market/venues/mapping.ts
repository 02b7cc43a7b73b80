// Which venue symbol prices which product: `product id -> venue:symbol`, a primary and a secondary source for each
// crypto product of the catalogue (catalog.ts, category 1), OANDA's instrument for every index future, commodity,
// forex pair and metal (categories 0, 2 and 3). Seeded in code; the routes in use live in the database
// (routes-repo.ts, edited in the console). Products without a route, or whose venues are not switched on (TERN_FEED;
// OANDA also needs its token and account), stay on the simulator.
import type { VenueProduct } from './venue-feed'

export const venueNames = ['binance', 'okx', 'oanda'] as const
export type VenueName = (typeof venueNames)[number]

/** How a venue is named to users (the demo notice: "live prices from Binance"). */
export const venueTitles: Record<VenueName, string> = { binance: 'Binance', okx: 'OKX', oanda: 'OANDA' }

/** The shape of a symbol on each venue (the console's route editor refuses anything else). */
export const venueSymbolShapes: Record<VenueName, RegExp> = {
  binance: /^[A-Z0-9]{2,20}$/,
  okx: /^[A-Z0-9]{1,15}-[A-Z0-9]{1,15}$/,
  oanda: /^[A-Z0-9]{2,10}_[A-Z]{3}$/,
}

/** A 'venue:SYMBOL' route of a known venue with a symbol of that venue's shape, or undefined. */
export function parseRoute(route: string): { venue: VenueName; symbol: string } | undefined {
  const { venue, symbol } = split(route)
  const known = venueNames.find((v) => v === venue)
  return known && venueSymbolShapes[known].test(symbol) ? { venue: known, symbol } : undefined
}

export interface VenueRoute {
  /** 'binance:BTCUSDT' */
  primary: string
  secondary?: string
}

const crypto: [number, string, string][] = [
  [12, 'BTC', 'BTC/USDT'],
  [13, 'ETH', 'ETH/USDT'],
  [14, 'SOL', 'SOL/USDT'],
  [15, 'BNB', 'BNB/USDT'],
  [16, 'XRP', 'XRP/USDT'],
  [17, 'DOGE', 'DOGE/USDT'],
  [18, 'ADA', 'ADA/USDT'],
  [19, 'AVAX', 'AVAX/USDT'],
  [20, 'DOT', 'DOT/USDT'],
  [21, 'LINK', 'LINK/USDT'],
  [22, 'LTC', 'LTC/USDT'],
  [23, 'TRX', 'TRX/USDT'],
  [24, 'TON', 'TON/USDT'],
  [25, 'SHIB', 'SHIB/USDT'],
  [42, 'NEAR', 'NEAR/USDT'],
]

/**
 * OANDA's CFD instruments for the index futures and commodities (the futures' underlying: the E-mini S&P 500 is
 * priced by SPX500_USD, the dollar Nikkei NKD by JP225_USD), the forex pairs and the metals.
 */
const oanda: [number, string][] = [
  [1, 'SPX500_USD'],
  [2, 'NAS100_USD'],
  [3, 'US30_USD'],
  [4, 'DE30_EUR'],
  [5, 'JP225_USD'],
  [6, 'WTICO_USD'],
  [7, 'BCO_USD'],
  [8, 'NATGAS_USD'],
  [9, 'HK33_HKD'],
  [10, 'EU50_EUR'],
  [11, 'XCU_USD'],
  [40, 'UK100_GBP'],
  [41, 'US2000_USD'],
  [26, 'EUR_USD'],
  [27, 'GBP_USD'],
  [28, 'USD_JPY'],
  [29, 'USD_CHF'],
  [30, 'AUD_USD'],
  [31, 'USD_CAD'],
  [32, 'NZD_USD'],
  [33, 'EUR_GBP'],
  [34, 'EUR_JPY'],
  [35, 'GBP_JPY'],
  [36, 'XAU_USD'],
  [37, 'XAG_USD'],
  [38, 'XPT_USD'],
  [39, 'XPD_USD'],
]

/** The seeded routes: Binance first, OKX second, for every crypto product; OANDA alone for the rest. */
export const productRoutes: ReadonlyMap<number, VenueRoute> = new Map([
  ...crypto.map(([id, base]): [number, VenueRoute] => [
    id,
    { primary: `binance:${base}USDT`, secondary: `okx:${base}-USDT` },
  ]),
  ...oanda.map(([id, instrument]): [number, VenueRoute] => [id, { primary: `oanda:${instrument}` }]),
])

function split(route: string): { venue: string; symbol: string } {
  const at = route.indexOf(':')
  if (at < 0) return { venue: '', symbol: route }
  return { venue: route.slice(0, at), symbol: route.slice(at + 1) }
}

/** The venue and symbol that price a product: its primary source when that venue is on, else its secondary. */
function chosenRoute(
  productId: number,
  sources: readonly VenueName[],
  routes: ReadonlyMap<number, VenueRoute>,
): { venue: VenueName; symbol: string } | undefined {
  const route = routes.get(productId)
  if (!route) return undefined
  for (const r of [route.primary, route.secondary]) {
    if (r === undefined) continue
    const { venue, symbol } = split(r)
    const on = sources.find((s) => s === venue)
    if (on) return { venue: on, symbol }
  }
  return undefined
}

/** The venue that prices a product with these sources switched on (TERN_FEED); none: the simulator does. */
export function venueOf(
  productId: number,
  sources: readonly VenueName[],
  routes: ReadonlyMap<number, VenueRoute> = productRoutes,
): VenueName | undefined {
  return chosenRoute(productId, sources, routes)?.venue
}

/**
 * The products each switched-on venue prices: the primary source when its venue is on, else the secondary.
 * Products left out stay on the simulator.
 */
export function routeProducts(
  products: readonly { id: number; precision: number }[],
  sources: readonly VenueName[],
  routes: ReadonlyMap<number, VenueRoute> = productRoutes,
): Map<VenueName, VenueProduct[]> {
  const out = new Map<VenueName, VenueProduct[]>()
  for (const product of products) {
    const chosen = chosenRoute(product.id, sources, routes)
    if (!chosen) continue
    const venue = chosen.venue
    const list = out.get(venue) ?? []
    list.push({ productId: product.id, symbol: chosen.symbol, precision: product.precision })
    out.set(venue, list)
  }
  return out
}

/** A product whose primary and secondary venues are both switched on, with the secondary's symbol. */
export interface SecondRoute {
  productId: number
  primary: VenueName
  secondary: VenueName
  symbol: string
}

/** The products whose primary and secondary venues are both switched on (they are cross-checked). */
export function secondRoutes(
  productIds: readonly number[],
  sources: readonly VenueName[],
  routes: ReadonlyMap<number, VenueRoute> = productRoutes,
): SecondRoute[] {
  const on = (route: string | undefined) => {
    if (route === undefined) return undefined
    const { venue, symbol } = split(route)
    const known = sources.find((s) => s === venue)
    return known ? { venue: known, symbol } : undefined
  }
  return productIds.flatMap((productId) => {
    const route = routes.get(productId)
    const primary = on(route?.primary)
    const secondary = on(route?.secondary)
    if (!primary || !secondary || primary.venue === secondary.venue) return []
    return [{ productId, primary: primary.venue, secondary: secondary.venue, symbol: secondary.symbol }]
  })
}
