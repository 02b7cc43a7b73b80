import type { Kysely } from 'kysely'
import { tableWithId } from './id-column'

export async function up(db: Kysely<unknown>): Promise<void> {
  // Explicit ids (12 is BTC/USDT); the catalogue is upserted at startup.
  await db.schema
    .createTable('products')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('category', 'bigint', (c) => c.notNull())
    .addColumn('precision', 'bigint', (c) => c.notNull())
    .addColumn('reference_price', 'text', (c) => c.notNull())
    .addColumn('volatility', 'double precision', (c) => c.notNull())
    .addColumn('turnover', 'double precision', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('recommend', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('micro_fee', 'text', (c) => c.notNull())
    .execute()

  await tableWithId(db, 'micro_durations')
    .addColumn('seconds', 'bigint', (c) => c.notNull().unique())
    .addColumn('rate', 'text', (c) => c.notNull())
    .addColumn('min', 'text', (c) => c.notNull())
    .execute()

  // The price and time the synthetic back-history was generated from, so it is regenerated identically.
  await db.schema
    .createTable('market_anchors')
    .addColumn('product_id', 'bigint', (c) => c.primaryKey().references('products.id'))
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addColumn('t', 'bigint', (c) => c.notNull())
    .addColumn('seed', 'bigint', (c) => c.notNull())
    .execute()

  // Every recorded tick (price in the product's units, t in epoch ms): the evidence behind any outcome.
  await db.schema
    .createTable('ticks')
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('t', 'bigint', (c) => c.notNull())
    .addColumn('price', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ticks_pk', ['product_id', 't'])
    .execute()

  // Candles built from live ticks (the back-history is regenerated from market_anchors instead).
  await db.schema
    .createTable('candles')
    .addColumn('product_id', 'bigint', (c) => c.notNull())
    .addColumn('interval', 'text', (c) => c.notNull())
    .addColumn('t', 'bigint', (c) => c.notNull())
    .addColumn('o', 'bigint', (c) => c.notNull())
    .addColumn('h', 'bigint', (c) => c.notNull())
    .addColumn('l', 'bigint', (c) => c.notNull())
    .addColumn('c', 'bigint', (c) => c.notNull())
    .addColumn('v', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('candles_pk', ['product_id', 'interval', 't'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['candles', 'ticks', 'market_anchors', 'micro_durations', 'products']) {
    await db.schema.dropTable(table).execute()
  }
}
