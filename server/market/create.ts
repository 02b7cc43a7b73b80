import type { Db } from '../db/db'
import type { MarketConfig } from './config'
import { Market, type MarketVenues, type Recording } from './market'
import type { ModelProduct } from './model'
import { RecordedFeed } from './recorded'
import { createFeed, type FeedConfig, protocolFor } from './venues/create-feed'
import { venueHistory } from './venues/history'
import { routeProducts, venueOf } from './venues/mapping'
import { wsTransport } from './venues/ws-transport'

const simulatorOnly: FeedConfig = {
  sources: [],
  binance: { ws: '', rest: '' },
  okx: { ws: '', rest: '' },
}

/**
 * The production market: the feed the settings choose (the seeded simulator by default, real venues with
 * TERN_FEED) behind the market state, recording its ticks (batched in the single process, immediate in the engine
 * process). Call start() to run it.
 */
export function openFeedMarket(
  db: Db,
  config: MarketConfig,
  clock: () => Date,
  recording: Exclude<Recording, 'none'> = 'batched',
  feed: FeedConfig = simulatorOnly,
): Promise<Market> {
  return Market.open({
    db,
    clock,
    seed: config.seed,
    historyCandles: config.historyCandles,
    tickRetentionMs: config.tickRetentionMs,
    recording,
    feed: (products) => createFeed(products, feed, { seed: config.seed, clock }),
    venues: feedVenues(feed, true),
  })
}

/**
 * The venues' part of a market: the products they price get no generated back-history; the engine's market asks
 * each product's venue for its history at the product's first start (REST, venues/history.ts).
 */
export function feedVenues(feed: FeedConfig, fetchHistory: boolean): MarketVenues | undefined {
  if (feed.sources.length === 0) return undefined
  return {
    priced: (productId) => venueOf(productId, feed.sources) !== undefined,
    history: fetchHistory
      ? async (row, count, now) => {
          const [[venue, [product] = []] = []] = routeProducts([row], feed.sources)
          if (!venue || !product) return new Map()
          return venueHistory(protocolFor(venue, feed), wsTransport, product, count, now)
        }
      : undefined,
  }
}

/** An API process's market: the ticks the engine process records, read back; writes nothing. */
export function openRecordedMarket(
  db: Db,
  config: MarketConfig,
  clock: () => Date,
  feed: FeedConfig = simulatorOnly,
): Promise<Market> {
  return Market.open({
    db,
    clock,
    seed: config.seed,
    historyCandles: config.historyCandles,
    tickRetentionMs: config.tickRetentionMs,
    recording: 'none',
    feed: (products) => new RecordedFeed(db, { venueProducts: venuePriced(products, feed) }),
    venues: feedVenues(feed, false),
  })
}

/** The products the engine process's venues price, by the same routing as createFeed. */
function venuePriced(products: readonly ModelProduct[], feed: FeedConfig): Set<number> {
  if (feed.sources.length === 0) return new Set()
  return new Set([...routeProducts(products, feed.sources).values()].flat().map((p) => p.productId))
}
