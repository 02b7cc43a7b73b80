import type { z } from 'zod'
import type { Banner, ContentItem, ContentSummary, ContentType, LanguageCode } from '../../../contract/api'
import type { contentItemSchema } from '../../../contract/schemas/content'
import type { Db } from '../../db/db'
import { AppError } from '../../errors'
import { bannerImagePath } from './banner-art'
import { bannerTitle, isBannerKey } from './banner-text'
import { itemById, itemsOfType, listBanners, translations } from './repo'

type Translation = Awaited<ReturnType<typeof translations>>[number]

/** For each item, the translation in `lang` when present, else English. */
function pick(rows: Translation[], lang: LanguageCode): Map<number, Translation> {
  const chosen = new Map<number, Translation>()
  for (const row of rows) {
    const current = chosen.get(row.item_id)
    if (!current || (row.lang === lang && current.lang !== lang)) chosen.set(row.item_id, row)
  }
  return chosen
}

/**
 * The banners with their image and alt text in `lang`. The URL is derived from the banner key (rows in existing
 * databases store the unlocalized path); a banner without drawn text (added by an admin) keeps its stored image.
 */
export async function banners(db: Db, lang: LanguageCode): Promise<Banner[]> {
  const rows = await listBanners(db)
  return rows.map(({ key, ...banner }) =>
    isBannerKey(key) ? { ...banner, image: bannerImagePath(key, lang), alt: bannerTitle(key, lang) } : banner,
  )
}

export async function contentList(db: Db, type: ContentType, lang: LanguageCode): Promise<ContentSummary[]> {
  const items = await itemsOfType(db, type)
  const chosen = pick(
    await translations(
      db,
      items.map((i) => i.id),
      lang,
    ),
    lang,
  )
  return items.flatMap((item) => {
    const t = chosen.get(item.id)
    return t ? [{ id: item.id, title: t.title, type: item.type }] : []
  })
}

export async function contentItem(
  db: Db,
  request: z.output<typeof contentItemSchema>,
  lang: LanguageCode,
): Promise<ContentItem> {
  const item = 'id' in request ? await itemById(db, request.id) : (await itemsOfType(db, request.type))[0]
  if (!item) throw new AppError('not_found')
  const t = pick(await translations(db, [item.id], lang), lang).get(item.id)
  if (!t) throw new AppError('not_found')
  return { id: item.id, type: item.type, title: t.title, content: t.body, lang: t.lang, updated_at: t.updated_at }
}
