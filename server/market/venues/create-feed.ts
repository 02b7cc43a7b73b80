// Builds the engine's feed from the settings (TERN_FEED and the venue URLs, server/config.ts): the simulator alone
// by default; with venues switched on, one VenueFeed per venue for the products it prices and the simulator for
// the rest. With TERN_FEED_RECORD every venue's traffic is also recorded (recording.ts).
import type { MarketFeed } from '../feed'
import type { ModelProduct } from '../model'
import { SimulatedFeed } from '../simulator'
import { binanceProtocol } from './binance'
import { routeProducts, type VenueName } from './mapping'
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
}

export interface FeedContext {
  seed: number
  clock: () => Date
  transport?: Transport
  scheduler?: Scheduler
}

export function protocolFor(venue: VenueName, config: FeedConfig): VenueProtocol {
  return venue === 'binance' ? binanceProtocol(config.binance) : okxProtocol(config.okx)
}

export function createFeed(products: readonly ModelProduct[], config: FeedConfig, context: FeedContext): MarketFeed {
  const simulator = (list: readonly ModelProduct[]) =>
    new SimulatedFeed(list, { seed: context.seed, clock: context.clock })
  if (config.sources.length === 0) return simulator(products)
  const scheduler = context.scheduler ?? systemScheduler
  const parts: FeedPart[] = []
  const priced = new Set<number>()
  for (const [venue, list] of routeProducts(products, config.sources)) {
    const inner = context.transport ?? wsTransport
    const recording = config.recordDir ? new RecordingTransport(inner, scheduler, config.recordDir, venue) : undefined
    const feed = new VenueFeed(protocolFor(venue, config), list, {
      transport: recording ?? inner,
      scheduler,
      onStop: () => void recording?.close(),
    })
    const ids = new Set(list.map((p) => p.productId))
    for (const id of ids) priced.add(id)
    parts.push({ feed, productIds: ids })
    console.log(`Market feed: ${venue} prices ${list.map((p) => p.symbol).join(', ')}`)
  }
  const rest = products.filter((p) => !priced.has(p.id))
  if (rest.length > 0) parts.push({ feed: simulator(rest), productIds: new Set(rest.map((p) => p.id)) })
  return new RoutedFeed(parts)
}
