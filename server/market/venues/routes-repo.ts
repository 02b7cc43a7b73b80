// The product routes in the database (table feed_routes): seeded from the code's seeds (mapping.ts) without ever
// overwriting an operator's change, read by the engine at start and whenever they change, and by API processes.
import type { Db } from '../../db/db'
import { productRoutes, type VenueRoute } from './mapping'

/** Inserts the code's seed route of every product that has none yet (a migration, and every engine start). */
export async function seedRoutes(db: Db): Promise<void> {
  const rows = [...productRoutes].map(([id, route]) => ({
    product_id: id,
    primary_route: route.primary,
    secondary_route: route.secondary ?? '',
    updated_at: '',
  }))
  if (rows.length === 0) return
  await db
    .insertInto('feed_routes')
    .values(rows)
    .onConflict((oc) => oc.column('product_id').doNothing())
    .execute()
}

export async function readRoutes(db: Db): Promise<Map<number, VenueRoute>> {
  const rows = await db
    .selectFrom('feed_routes')
    .select(['product_id', 'primary_route', 'secondary_route'])
    .orderBy('product_id')
    .execute()
  return new Map(
    rows.map((r) => [
      Number(r.product_id),
      r.secondary_route === ''
        ? { primary: r.primary_route }
        : { primary: r.primary_route, secondary: r.secondary_route },
    ]),
  )
}

/** A key that changes whenever any route does: the engine rebuilds its feeds only then. */
export function routesKey(routes: ReadonlyMap<number, VenueRoute>): string {
  return [...routes]
    .sort(([a], [b]) => a - b)
    .map(([id, r]) => `${id}=${r.primary},${r.secondary ?? ''}`)
    .join(';')
}

/** Sets a product's route (insert or update). */
export async function saveRoute(db: Db, productId: number, route: VenueRoute, at: Date): Promise<void> {
  const values = { primary_route: route.primary, secondary_route: route.secondary ?? '', updated_at: at.toISOString() }
  await db
    .insertInto('feed_routes')
    .values({ product_id: productId, ...values })
    .onConflict((oc) => oc.column('product_id').doUpdateSet(values))
    .execute()
}
