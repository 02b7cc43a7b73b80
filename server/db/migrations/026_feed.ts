import type { Kysely } from 'kysely'
import { seedRoutes } from '../../market/venues/routes-repo'
import type { Database } from '../schema'

// The feed's product routes, editable in the console (seeded from the code's seeds, server/market/venues/mapping.ts),
// and the feed health the engine process publishes for every process's console.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('feed_routes')
    .addColumn('product_id', 'bigint', (c) => c.primaryKey())
    .addColumn('primary_route', 'text', (c) => c.notNull())
    .addColumn('secondary_route', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .createTable('feed_health')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .execute()
  await seedRoutes(db as unknown as Kysely<Database>)
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('feed_health').execute()
  await db.schema.dropTable('feed_routes').execute()
}
