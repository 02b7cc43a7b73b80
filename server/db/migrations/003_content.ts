import type { Kysely } from 'kysely'
import { tableWithId } from './id-column'

export async function up(db: Kysely<unknown>): Promise<void> {
  await tableWithId(db, 'banners')
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('sort', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()

  await tableWithId(db, 'content_items')
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('content_items_type_idx').on('content_items').columns(['type', 'created_at']).execute()

  await tableWithId(db, 'content_translations')
    .addColumn('item_id', 'bigint', (c) => c.notNull().references('content_items.id').onDelete('cascade'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('content_translations_item_lang', ['item_id', 'lang'])
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_translations').execute()
  await db.schema.dropTable('content_items').execute()
  await db.schema.dropTable('banners').execute()
}
