import type { Db } from '../db/db'
import type { MarketConfig } from './config'
import { Market, type Recording } from './market'
import type { ModelProduct } from './model'
import { RecordedFeed } from './recorded'
import { createFeed, type FeedConfig } from './venues/create-feed'
import { routeProducts, type VenueRoute } from './venues/mapping'
import { readRoutes, seedRoutes } from './venues/routes-repo'

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
export async function openFeedMarket(
  db: Db,
  config: MarketConfig,
  clock: () => Date,
  recording: Exclude<Recording, 'none'> = 'batched',
  feed: FeedConfig = simulatorOnly,
): Promise<Market> {
  // Seeds added to the code since the migration (a new venue's products) join the database's routes.
  await seedRoutes(db)
  const routes = await readRoutes(db)
  return Market.open({
    db,
    clock,
    seed: config.seed,
    historyCandles: config.historyCandles,
    tickRetentionMs: config.tickRetentionMs,
    recording,
    feed: (products) => createFeed(products, feed, { seed: config.seed, clock, routes }),
  })
}

/** An API process's market: the ticks the engine process records, read back; writes nothing. */
export async function openRecordedMarket(
  db: Db,
  config: MarketConfig,
  clock: () => Date,
  feed: FeedConfig = simulatorOnly,
): Promise<Market> {
  const routes = await readRoutes(db)
  return Market.open({
    db,
    clock,
    seed: config.seed,
    historyCandles: config.historyCandles,
    tickRetentionMs: config.tickRetentionMs,
    recording: 'none',
    feed: (products) => new RecordedFeed(db, { venueProducts: venuePriced(products, feed, routes) }),
  })
}

/** The products the engine process's venues price, by the same routing as createFeed (routes as at start). */
function venuePriced(
  products: readonly ModelProduct[],
  feed: FeedConfig,
  routes: ReadonlyMap<number, VenueRoute>,
): Set<number> {
  if (feed.sources.length === 0) return new Set()
  return new Set([...routeProducts(products, feed.sources, routes).values()].flat().map((p) => p.productId))
}
