// The engine process's side of the console's feed page: every few seconds it applies a change of the product routes
// (the database's, edited in the console) to the running feed without a restart, and publishes the feed's health
// (per venue and per product) to the feed_health table, where the console of any process reads it.
import type { MarketStatus } from '../../../contract/market'
import type { Db } from '../../db/db'
import { createOutageLog } from '../../db/outage'
import type { FeedCondition, MarketFeed } from '../feed'
import type { Market } from '../market'
import { productStatus } from '../status'
import { ReroutingFeed, type VenueHealth } from './rerouting-feed'
import { readRoutes, routesKey } from './routes-repo'

export const FEED_CONTROL_INTERVAL_MS = 5000
/** The one name the engine publishes under (one engine runs the feed at a time). */
export const HEALTH_NAME = 'engine'

/** What the engine publishes (feed_health.body, JSON); times are epoch ms of the engine's clock. */
export interface FeedHealth {
  /** The switched-on venues (TERN_FEED); empty: the simulator prices everything. */
  sources: string[]
  venues: VenueHealth[]
  /** source: 'binance:BTCUSDT' or 'simulator'; t: the last tick's time (0: none). */
  products: { pid: number; source: string; status: MarketStatus; t: number }[]
}

export interface FeedControlDeps {
  db: Db
  market: Market
  clock: () => Date
  /** The liveness window: TERN_MAX_PRICE_AGE_SECONDS. */
  config: { maxPriceAgeSeconds: number }
  log?: (message: string) => void
}

export interface FeedControl {
  /** One round: apply a change of routes, then publish the health. The timer calls it; tests may too. */
  tick(): Promise<void>
  stop(): Promise<void>
}

export function feedHealth(market: Market, livenessMs: number): FeedHealth {
  const feed = market.feed
  const rerouting = feed instanceof ReroutingFeed ? feed : undefined
  return {
    sources: [...(rerouting?.sources ?? [])],
    venues: rerouting?.health() ?? [],
    products: market.list().map((state) => {
      const { status, t } = productStatus(market, state.row.id, livenessMs)
      return { pid: state.row.id, source: rerouting?.sourceOf(state.row.id) ?? 'simulator', status, t }
    }),
  }
}

export async function publishFeedHealth(db: Db, health: FeedHealth, at: number): Promise<void> {
  const row = { published_at: at, body: JSON.stringify(health) }
  await db
    .insertInto('feed_health')
    .values({ name: HEALTH_NAME, ...row })
    .onConflict((oc) => oc.column('name').doUpdateSet(row))
    .execute()
}

/**
 * The engine's view of its venue products that are not live, for an API process (which sees only the recorded ticks):
 * closed ones, and delayed ones (a stale stream, two sources that disagree). Nothing from a health older than three
 * rounds: an engine that stopped publishing says nothing (the liveness window still applies).
 */
export function publishedConditions(
  published: { at: number; health: FeedHealth } | undefined,
  now: number,
): Map<number, FeedCondition> {
  const out = new Map<number, FeedCondition>()
  if (!published || now - published.at > 3 * FEED_CONTROL_INTERVAL_MS) return out
  for (const p of published.health.products) {
    if (p.status === 'closed') out.set(p.pid, 'closed')
    else if (p.status === 'delayed') out.set(p.pid, 'stale')
  }
  return out
}

/** The latest published health and when it was published (epoch ms); undefined before the first. */
export async function readFeedHealth(db: Db): Promise<{ at: number; health: FeedHealth } | undefined> {
  const row = await db
    .selectFrom('feed_health')
    .select(['published_at', 'body'])
    .where('name', '=', HEALTH_NAME)
    .executeTakeFirst()
  return row ? { at: Number(row.published_at), health: JSON.parse(row.body) as FeedHealth } : undefined
}

export function createFeedControl(deps: FeedControlDeps): FeedControl {
  const log = deps.log ?? ((message: string) => console.log(`[tern] ${message}`))
  const failed = createOutageLog('feed control failed')
  let round: Promise<void> = Promise.resolve()

  async function applyRoutes(): Promise<void> {
    const feed = deps.market.feed
    if (!(feed instanceof ReroutingFeed)) return
    const routes = await readRoutes(deps.db)
    if (routesKey(routes) === feed.routesKey) return
    const rebuilt = feed.applyRoutes(routes)
    if (rebuilt.length > 0) log(`Market feed: routes changed, rebuilt ${rebuilt.join(', ')}`)
  }

  const tick = () => {
    round = round
      .then(async () => {
        await applyRoutes()
        await publishFeedHealth(
          deps.db,
          feedHealth(deps.market, deps.config.maxPriceAgeSeconds * 1000),
          deps.clock().getTime(),
        )
      })
      .catch((error: unknown) => failed.report(error))
    return round
  }
  return {
    tick,
    stop: async () => {
      await round
    },
  }
}

/** Runs the control every FEED_CONTROL_INTERVAL_MS until stopped. */
export function startFeedControl(deps: FeedControlDeps): FeedControl {
  const control = createFeedControl(deps)
  const timer = setInterval(() => void control.tick(), FEED_CONTROL_INTERVAL_MS)
  void control.tick()
  return {
    tick: control.tick,
    stop: async () => {
      clearInterval(timer)
      await control.stop()
    },
  }
}

/**
 * An API process's feed that re-reads the routes every `everyMs` while it runs (`refresh`), so that its products'
 * status follows a route change as the engine's feed does. A failed read keeps the routes it had (the recorded feed
 * reports a database outage already).
 */
export function followRoutes(inner: MarketFeed, refresh: () => Promise<void>, everyMs: number): MarketFeed {
  let timer: ReturnType<typeof setInterval> | undefined
  return {
    start(from) {
      inner.start(from)
      timer ??= setInterval(() => void refresh().catch(() => undefined), everyMs)
    },
    stop() {
      clearInterval(timer)
      timer = undefined
      inner.stop()
    },
    subscribe: (listener) => inner.subscribe(listener),
    price: (productId) => inner.price(productId),
    condition: (productId) => inner.condition(productId),
    venueOf: (productId) => inner.venueOf?.(productId),
  }
}
