import type { Kysely } from 'kysely'

// Earn products get titles by language code (JSON, like the staking products' titles); the seed fills them in
// for the seeded products, and a product without titles is named by its coin.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('earn_products')
    .addColumn('titles', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('earn_products').dropColumn('titles').execute()
}
