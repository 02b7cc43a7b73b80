import type { ContentType, LanguageCode } from '../../../contract/api'
import type { Db } from '../../db/db'

export function listBanners(db: Db) {
  return db.selectFrom('banners').select(['id', 'key', 'image', 'alt', 'link']).orderBy('sort').orderBy('id').execute()
}

/** Items of a type, newest first. */
export function itemsOfType(db: Db, type: ContentType) {
  return db
    .selectFrom('content_items')
    .select(['id', 'type'])
    .where('type', '=', type)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
}

export function itemById(db: Db, id: number) {
  return db.selectFrom('content_items').select(['id', 'type']).where('id', '=', id).executeTakeFirst()
}

/** The wanted language's and the English translations of the given items (English is the fallback). */
export async function translations(db: Db, itemIds: number[], lang: LanguageCode) {
  if (itemIds.length === 0) return []
  return db
    .selectFrom('content_translations')
    .select(['item_id', 'lang', 'title', 'body', 'updated_at'])
    .where('item_id', 'in', itemIds)
    .where('lang', 'in', [lang, 'en'])
    .execute()
}
