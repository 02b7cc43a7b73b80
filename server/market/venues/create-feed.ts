// Builds the engine's feed from the settings (TERN_FEED and the venue URLs, server/config.ts): the simulator alone
// by default; with venues switched on, one VenueFeed per venue for the products its routes give it and the simulator
// for the rest, rebuilt per venue when the routes change (rerouting-feed.ts). Where both of a product's sources are
// on, the secondary venue subscribes its symbol too and the two are cross-checked (cross-check.ts). With
// TERN_FEED_RECORD every venue's traffic is also recorded (recording.ts). A venue the settings had to leave out
// (OANDA without its token) is named in one log line.
import type { MarketFeed } from '../feed'
import type { ModelProduct } from '../model'
import { SimulatedFeed } from '../simulator'
import { binanceProtocol } from './binance'
import { ConnectionBudget } from './connection-budget'
import { productRoutes, type VenueName, type VenueRoute } from './mapping'
import { type OandaSettings, oandaProtocol } from './oanda'
import { okxProtocol } from './okx'
import type { VenueProtocol } from './protocol'
import { RecordingTransport } from './recording'
import { ReroutingFeed } from './rerouting-feed'
import { type Scheduler, systemScheduler, type Transport } from './transport'
import { VenueFeed, type VenueProduct } from './venue-feed'
import { wsTransport } from './ws-transport'

export { secondRoutes } from './mapping'

export interface FeedConfig {
  /** Switched-on venues (TERN_FEED); empty: the simulator only. */
  sources: VenueName[]
  binance: { ws: string; rest: string }
  okx: { ws: string; rest: string }
  oanda: OandaSettings
  /** Why a venue TERN_FEED names is off (OANDA without TERN_OANDA_TOKEN or TERN_OANDA_ACCOUNT): logged at start. */
  skipped?: string[]
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
  /** The product routes (the database's, routes-repo.ts); default: the code's seeds. */
  routes?: ReadonlyMap<number, VenueRoute>
  log?: (message: string) => void
  /** The backoff's jitter (default Math.random). */
  random?: () => number
}

export function protocolFor(venue: VenueName, config: FeedConfig): VenueProtocol {
  if (venue === 'binance') return binanceProtocol(config.binance)
  return venue === 'okx' ? okxProtocol(config.okx) : oandaProtocol(config.oanda)
}

export function createFeed(products: readonly ModelProduct[], config: FeedConfig, context: FeedContext): MarketFeed {
  const simulator = (list: readonly ModelProduct[]) =>
    new SimulatedFeed(list, { seed: context.seed, clock: context.clock })
  for (const line of config.skipped ?? []) console.log(line)
  if (config.sources.length === 0) return simulator(products)
  const scheduler = context.scheduler ?? systemScheduler
  const log = context.log ?? ((message: string) => console.log(`[tern] ${message}`))
  // One connection budget per venue for the server's life: a change of routes rebuilds feeds, not budgets.
  const budgets = new Map<VenueName, ConnectionBudget>()
  const budgetOf = (venue: VenueName, protocol: VenueProtocol) => {
    const budget = budgets.get(venue) ?? new ConnectionBudget(protocol.connectionBudget)
    budgets.set(venue, budget)
    return budget
  }
  const venue = (venue: VenueName, list: readonly VenueProduct[]) => {
    const inner = context.transport ?? wsTransport
    const recording = config.recordDir ? new RecordingTransport(inner, scheduler, config.recordDir, venue) : undefined
    log(`Market feed: ${venue} prices ${list.map((p) => p.symbol).join(', ')}`)
    const protocol = protocolFor(venue, config)
    return new VenueFeed(protocol, list, {
      budget: budgetOf(venue, protocol),
      transport: recording ?? inner,
      scheduler,
      log,
      ...(context.random ? { random: context.random } : {}),
      onStop: () => void recording?.close(),
    })
  }
  return new ReroutingFeed(products, config.sources, { venue, simulator }, context.routes ?? productRoutes, {
    bandPercent: config.crossBandPercent ?? 1,
    freshMs: config.livenessMs ?? 10_000,
    now: () => scheduler.now(),
    log,
  })
}
