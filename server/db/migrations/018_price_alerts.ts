import { type Kysely, sql } from 'kysely'
import { tableWithId } from './id-column'

// User price alerts: "tell me when product P is at or above / at or below X". `target` is in the product's price
// units (integers, like ticks); `watch_t` is the tick the alert was validated against, so only later ticks can
// fire it. A fired alert keeps the tick that decided it (fired_t, fired_price).
export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'price_alerts')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('above', 'below')`))
    .addColumn('target', 'bigint', (c) => c.notNull().check(sql`target > 0`))
    .addColumn('watch_t', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'fired', 'deleted')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('fired_at', 'text')
    .addColumn('fired_t', 'bigint')
    .addColumn('fired_price', 'bigint')
    .addColumn('deleted_at', 'text')
    .execute()
  await db.schema.createIndex('price_alerts_user_idx').on('price_alerts').columns(['user_id', 'status']).execute()
  await db.schema.createIndex('price_alerts_status_idx').on('price_alerts').columns(['status', 'id']).execute()
  // The engine's polls read recent rows by time alone: an index led by status would tempt the planner to scan
  // every active alert instead.
  await db.schema.createIndex('price_alerts_created_idx').on('price_alerts').column('created_at').execute()
  await db.schema.createIndex('price_alerts_deleted_idx').on('price_alerts').column('deleted_at').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('price_alerts').execute()
}
