import type { Kysely } from 'kysely'

// The signed price record (README: Verifiable prices). `price_keys` keeps the operator's Ed25519 key made at the
// engine's first start (PKCS#8 DER and the raw public key, both base64), unless a setting gives one. `price_heads`
// keeps each product's signed chain heads: span 'h' an hour of the day's chain, 'd' the whole day; hashes hex.
// `keep` 1: the hour's ticks are kept whatever TERN_TICK_RETENTION_HOURS says (an order in a history needs them).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('price_keys')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('private_key', 'text', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('price_heads')
    .addColumn('product_id', 'integer', (c) => c.notNull())
    .addColumn('span', 'text', (c) => c.notNull())
    .addColumn('start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('prev', 'text', (c) => c.notNull())
    .addColumn('head', 'text', (c) => c.notNull())
    .addColumn('sig', 'text', (c) => c.notNull())
    .addColumn('keep', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('price_heads_pk', ['product_id', 'span', 'start'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('price_heads').execute()
  await db.schema.dropTable('price_keys').execute()
}
