import type { Kysely } from 'kysely'

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('watchlist')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'bigint', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('sort', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('watchlist_pk', ['user_id', 'product_id'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('watchlist').execute()
}
