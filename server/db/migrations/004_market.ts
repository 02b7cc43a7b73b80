import type { Kysely } from 'kysely'
import { withId } from './id-column'

export async function up(db: Kysely<unknown>): Promise<void> {
  // Explicit ids (12 is BTC/USDT); the catalogue is upserted at startup.
  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'integer', (c) => c.notNull())
    .addColumn('precision', 'integer', (c) => c.notNull())
    .addColumn('reference_price', 'text', (c) => c.notNull())
    .addColumn('volatility', 'real', (c) => c.notNull())
    .addColumn('turnover', 'real', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('recommend', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('micro_fee', 'text', (c) => c.notNull())
    .execute()

  await withId(db.schema.createTable('micro_durations'))
    .addColumn('seconds', 'integer', (c) => c.notNull().unique())
    .addColumn('rate', 'text', (c) => c.notNull())
    .addColumn('min', 'text', (c) => c.notNull())
    .execute()

  // The price and time the synthetic back-history was generated from, so it is regenerated identically.
  await db.schema
    .createTable('market_anchors')
    .addColumn('product_id', 'integer', (c) => c.primaryKey().references('products.id'))
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('t', 'integer', (c) => c.notNull())
    .addColumn('seed', 'integer', (c) => c.notNull())
    .execute()

  // Every recorded tick (price in the product's units, t in epoch ms): the evidence behind any outcome.
  await db.schema
    .createTable('ticks')
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('t', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ticks_pk', ['product_id', 't'])
    .execute()

  // Candles built from live ticks (the back-history is regenerated from market_anchors instead).
  await db.schema
    .createTable('candles')
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('interval', 'text', (c) => c.notNull())
    .addColumn('t', 'integer', (c) => c.notNull())
    .addColumn('o', 'integer', (c) => c.notNull())
    .addColumn('h', 'integer', (c) => c.notNull())
    .addColumn('l', 'integer', (c) => c.notNull())
    .addColumn('c', 'integer', (c) => c.notNull())
    .addColumn('v', 'real', (c) => c.notNull())
    .addPrimaryKeyConstraint('candles_pk', ['product_id', 'interval', 't'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['candles', 'ticks', 'market_anchors', 'micro_durations', 'products']) {
    await db.schema.dropTable(table).execute()
  }
}
