// The console's feed page: the health the engine process publishes (feed_health) with the product routes it runs
// on (feed_routes), and the route editor. A change is audited before -> after; the engine applies it within seconds
// without a restart (server/market/venues/feed-control.ts).
import type { FeedOverview, FeedProductView, FeedVenueView } from '../../../contract/console-data'
import type { OperatorContext } from '../../audit/context'
import { invalid } from '../../errors'
import { writeTx } from '../../ledger/tx'
import { listProducts } from '../../market/repo'
import { readFeedHealth } from '../../market/venues/feed-control'
import { parseRoute, type VenueRoute, venueNames, venueTitles } from '../../market/venues/mapping'
import { readRoutes, saveRoute } from '../../market/venues/routes-repo'
import { audit, type ConsoleContext } from './products'

const age = (now: number, t: number | null) => (t === null || t <= 0 ? null : Math.max(0, now - t))

export async function feedOverview(ctx: Pick<OperatorContext, 'db' | 'clock'>): Promise<FeedOverview> {
  const [products, routes, published] = await Promise.all([
    listProducts(ctx.db),
    readRoutes(ctx.db),
    readFeedHealth(ctx.db),
  ])
  const now = ctx.clock().getTime()
  const health = published?.health
  const byPid = new Map(health?.products.map((p) => [p.pid, p]))
  const venues: FeedVenueView[] = (health?.venues ?? []).map((v) => ({
    venue: v.venue,
    title: venueTitles[v.venue] ?? v.venue,
    connected: v.connected,
    last_message_age_ms: age(now, v.lastMessageAt),
    reconnects: v.reconnects,
    backfilled_bars: v.backfilledBars,
    trades: v.trades,
  }))
  const rows: FeedProductView[] = products.map((p) => {
    const seen = byPid.get(p.id)
    const route = routes.get(p.id)
    return {
      pid: p.id,
      code: p.code,
      name: p.name,
      primary: route?.primary ?? '',
      secondary: route?.secondary ?? '',
      source: seen?.source ?? '',
      status: seen?.status ?? null,
      t: seen?.t ?? 0,
      last_tick_age_ms: age(now, seen?.t ?? null),
    }
  })
  return {
    published_at: published ? new Date(published.at).toISOString() : null,
    sources: health?.sources ?? [],
    known_venues: [...venueNames],
    venues,
    products: rows,
  }
}

function checkedRoute(text: string): string {
  if (!parseRoute(text)) throw invalid('feed_route_invalid', { route: text || '""', venues: venueNames.join(', ') })
  return text
}

/** Sets a product's primary and optional secondary source; refused whole (nothing changed) when any part is wrong. */
export async function changeRoute(
  ctx: ConsoleContext,
  input: { pid: number; primary: string; secondary: string; reason: string },
): Promise<{ pid: number; primary: string; secondary: string }> {
  const primary = checkedRoute(input.primary)
  const secondary = input.secondary === '' ? '' : checkedRoute(input.secondary)
  if (!(await listProducts(ctx.db)).some((p) => p.id === input.pid)) throw invalid('product_not_found')
  const route: VenueRoute = secondary === '' ? { primary } : { primary, secondary }
  return writeTx(ctx.db, async (trx) => {
    const old = (await readRoutes(trx)).get(input.pid)
    const before = old ? { primary: old.primary, secondary: old.secondary ?? '' } : undefined
    await saveRoute(trx, input.pid, route, ctx.clock())
    const after = { primary, secondary }
    await audit(ctx, trx, {
      action: 'feed.route',
      target: `product:${input.pid}`,
      before,
      after,
      reason: input.reason,
    })
    return { pid: input.pid, ...after }
  })
}
