import type { Db } from '../db/db'
import type { MarketConfig } from './config'
import type { FeedCondition } from './feed'
import { Market, type MarketVenues, type Recording } from './market'
import type { ModelProduct } from './model'
import { RecordedFeed } from './recorded'
import { createFeed, type FeedConfig, protocolFor } from './venues/create-feed'
import { FEED_CONTROL_INTERVAL_MS, followRoutes, publishedConditions, readFeedHealth } from './venues/feed-control'
import { venueHistory } from './venues/history'
import { routeProducts, type VenueRoute, venueOf } from './venues/mapping'
import { readRoutes, seedRoutes } from './venues/routes-repo'
import { wsTransport } from './venues/ws-transport'

const simulatorOnly: FeedConfig = {
  sources: [],
  binance: { ws: '', rest: '' },
  okx: { ws: '', rest: '' },
  oanda: { stream: '', rest: '', token: '', account: '' },
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
    venues: feedVenues(feed, true, routes),
  })
}

/**
 * The venues' part of a market: the products they price (by the routes at open) get no generated back-history;
 * the engine's market asks each product's venue for its history at the product's first start (REST,
 * venues/history.ts).
 */
export function feedVenues(
  feed: FeedConfig,
  fetchHistory: boolean,
  routes: ReadonlyMap<number, VenueRoute>,
): MarketVenues | undefined {
  if (feed.sources.length === 0) return undefined
  return {
    priced: (productId) => venueOf(productId, feed.sources, routes) !== undefined,
    history: fetchHistory
      ? async (row, count, now) => {
          const [[venue, [product] = []] = []] = routeProducts([row], feed.sources, routes)
          if (!venue || !product) return new Map()
          return venueHistory(protocolFor(venue, feed), wsTransport, product, count, now)
        }
      : undefined,
  }
}

/**
 * An API process's market: the ticks the engine process records, read back; writes nothing. Which products the
 * venues price follows the routes in the database (re-read every `routesEveryMs` while the market runs), as the
 * engine's feed does.
 */
export async function openRecordedMarket(
  db: Db,
  config: MarketConfig,
  clock: () => Date,
  feed: FeedConfig = simulatorOnly,
  routesEveryMs = FEED_CONTROL_INTERVAL_MS,
): Promise<Market> {
  const routes = await readRoutes(db)
  const venueProducts = new Set<number>()
  const venues = new Map<number, string>()
  const published = new Map<number, FeedCondition>()
  const refresh = async () => {
    const now = await readRoutes(db)
    const health = await readFeedHealth(db)
    replaceAllOf(published, publishedConditions(health, clock().getTime()))
    return now
  }
  return Market.open({
    db,
    clock,
    seed: config.seed,
    historyCandles: config.historyCandles,
    tickRetentionMs: config.tickRetentionMs,
    recording: 'none',
    feed: (products) => {
      const priced = (now: ReadonlyMap<number, VenueRoute>) => {
        const byVenue = venuesOf(products, feed, now)
        replaceAllOf(venues, byVenue)
        replaceAll(venueProducts, new Set(byVenue.keys()))
      }
      priced(routes)
      const recorded = new RecordedFeed(db, { venueProducts, published, venues })
      if (feed.sources.length === 0) return recorded
      return followRoutes(recorded, async () => priced(await refresh()), routesEveryMs)
    },
    venues: feedVenues(feed, false, routes),
  })
}

function replaceAll(set: Set<number>, values: ReadonlySet<number>): void {
  set.clear()
  for (const value of values) set.add(value)
}

function replaceAllOf<K, V>(map: Map<K, V>, values: ReadonlyMap<K, V>): void {
  map.clear()
  for (const [key, value] of values) map.set(key, value)
}

/** The products the engine process's venues price and the venue of each, by the same routing as createFeed. */
function venuesOf(
  products: readonly ModelProduct[],
  feed: FeedConfig,
  routes: ReadonlyMap<number, VenueRoute>,
): Map<number, string> {
  const out = new Map<number, string>()
  if (feed.sources.length === 0) return out
  for (const [venue, list] of routeProducts(products, feed.sources, routes)) {
    for (const p of list) out.set(p.productId, venue)
  }
  return out
}
