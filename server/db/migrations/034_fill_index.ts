import type { Kysely } from 'kysely'

// The signed price record keeps the hours a filled spot limit order's check needs (server/verifiable/retention.ts):
// when an hour is sealed, the fills in it are found by this index, one range per product.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('coin_orders_fill_idx').on('coin_orders').columns(['product_id', 'fill_t']).execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('coin_orders_fill_idx').execute()
}
