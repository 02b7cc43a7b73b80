// Builds the engine's feed from the settings (TERN_FEED and the venue URLs, server/config.ts): the simulator alone
// by default; with venues switched on, one VenueFeed per venue for the products it prices and the simulator for
// the rest. With TERN_FEED_RECORD every venue's traffic is also recorded (recording.ts). Where both of a
// product's sources are on, the secondary venue subscribes its symbol too and the two are cross-checked.
import type { MarketFeed } from '../feed'
import type { ModelProduct } from '../model'
import { SimulatedFeed } from '../simulator'
import { binanceProtocol } from './binance'
import { type CheckedProduct, CrossCheck } from './cross-check'
import { productRoutes, routeProducts, type VenueName, type VenueRoute } from './mapping'
import { okxProtocol } from './okx'
import type { VenueProtocol } from './protocol'
import { RecordingTransport } from './recording'
import { type FeedPart, RoutedFeed } from './routed-feed'
import { type Scheduler, systemScheduler, type Transport } from './transport'
import { VenueFeed } from './venue-feed'
import { wsTransport } from './ws-transport'

export interface FeedConfig {
  /** Switched-on venues (TERN_FEED); empty: the simulator only. */
  sources: VenueName[]
  binance: { ws: string; rest: string }
  okx: { ws: string; rest: string }
  /** TERN_FEED_RECORD: folder the venues' raw traffic is recorded to. */
  recordDir?: string
  /** TERN_FEED_CROSS_BAND: percent two sources of a product may differ before it is delayed (default 1). */
  crossBandPercent?: number
  /** The liveness window (ms, TERN_MAX_PRICE_AGE_SECONDS): a second source counts while its last tick is this fresh. */
  livenessMs?: number
}

export interface FeedContext {
  seed: number
  clock: () => Date
  transport?: Transport
  scheduler?: Scheduler
  /** The product mapping (default: the seeded one). */
  routes?: ReadonlyMap<number, VenueRoute>
  log?: (message: string) => void
  /** The backoff's jitter (default Math.random). */
  random?: () => number
}

interface SecondRoute {
  productId: number
  primary: VenueName
  secondary: VenueName
  symbol: string
}

/** The products whose primary and secondary venues are both switched on, with the secondary's symbol. */
export function secondRoutes(
  productIds: readonly number[],
  sources: readonly VenueName[],
  routes: ReadonlyMap<number, VenueRoute> = productRoutes,
): SecondRoute[] {
  const on = (route: string | undefined) => {
    const at = route?.indexOf(':') ?? -1
    const venue = sources.find((s) => s === route?.slice(0, at))
    return route && venue ? { venue, symbol: route.slice(at + 1) } : undefined
  }
  return productIds.flatMap((productId) => {
    const route = routes.get(productId)
    const primary = on(route?.primary)
    const secondary = on(route?.secondary)
    if (!primary || !secondary || primary.venue === secondary.venue) return []
    return [{ productId, primary: primary.venue, secondary: secondary.venue, symbol: secondary.symbol }]
  })
}

function protocolFor(venue: VenueName, config: FeedConfig): VenueProtocol {
  return venue === 'binance' ? binanceProtocol(config.binance) : okxProtocol(config.okx)
}

export function createFeed(products: readonly ModelProduct[], config: FeedConfig, context: FeedContext): MarketFeed {
  const simulator = (list: readonly ModelProduct[]) =>
    new SimulatedFeed(list, { seed: context.seed, clock: context.clock })
  if (config.sources.length === 0) return simulator(products)
  const scheduler = context.scheduler ?? systemScheduler
  const log = context.log ?? ((message: string) => console.log(`[tern] ${message}`))
  const routed = routeProducts(products, config.sources, context.routes)
  const seconds = secondRoutes(
    products.map((p) => p.id),
    config.sources,
    context.routes,
  )
  const precision = new Map(products.map((p) => [p.id, p.precision]))
  const parts: FeedPart[] = []
  const feeds = new Map<VenueName, VenueFeed>()
  const priced = new Set<number>()
  for (const venue of config.sources) {
    const list = routed.get(venue) ?? []
    const checked = seconds
      .filter((s) => s.secondary === venue)
      .map((s) => ({ productId: s.productId, symbol: s.symbol, precision: precision.get(s.productId) ?? 0 }))
    if (list.length + checked.length === 0) continue
    const inner = context.transport ?? wsTransport
    const recording = config.recordDir ? new RecordingTransport(inner, scheduler, config.recordDir, venue) : undefined
    const feed = new VenueFeed(protocolFor(venue, config), [...list, ...checked], {
      transport: recording ?? inner,
      scheduler,
      log,
      ...(context.random ? { random: context.random } : {}),
      onStop: () => void recording?.close(),
    })
    feeds.set(venue, feed)
    const ids = new Set(list.map((p) => p.productId))
    for (const id of ids) priced.add(id)
    parts.push({ feed, productIds: ids })
    log(`Market feed: ${venue} prices ${list.map((p) => p.symbol).join(', ') || 'nothing'}`)
    if (checked.length > 0) log(`Market feed: ${venue} cross-checks ${checked.map((p) => p.symbol).join(', ')}`)
  }
  const rest = products.filter((p) => !priced.has(p.id))
  if (rest.length > 0) parts.push({ feed: simulator(rest), productIds: new Set(rest.map((p) => p.id)) })
  const checks: CheckedProduct[] = seconds.flatMap((s) => {
    const secondaryFeed = feeds.get(s.secondary)
    return secondaryFeed ? [{ productId: s.productId, primary: s.primary, secondary: s.secondary, secondaryFeed }] : []
  })
  const crossCheck =
    checks.length === 0
      ? undefined
      : new CrossCheck(checks, {
          bandPercent: config.crossBandPercent ?? 1,
          freshMs: config.livenessMs ?? 10_000,
          now: () => scheduler.now(),
          log,
        })
  return new RoutedFeed(parts, crossCheck)
}
