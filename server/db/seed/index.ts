// Idempotent seeding: rows are matched on stable keys and only missing ones are inserted.
import { languageCodes } from '../../../contract/api'
import type { Db } from '../db'
import { seedBanners } from './banners'
import { helpContent } from './content-help'
import { aboutContent, noticeContent } from './content-info'
import { legalContent } from './content-legal'
import { seedEarnProducts, seedMinerProducts } from './invest'
import type { SeedContent } from './types'

export const seedContentItems: SeedContent[] = [...noticeContent, ...legalContent, ...helpContent, ...aboutContent]

async function seedContent(db: Db, item: SeedContent): Promise<void> {
  await db
    .insertInto('content_items')
    .values({ key: item.key, type: item.type, created_at: item.created_at })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute()
  const { id } = await db.selectFrom('content_items').select('id').where('key', '=', item.key).executeTakeFirstOrThrow()
  const rows = languageCodes.flatMap((lang) => {
    const text = item.text[lang]
    return text ? [{ item_id: id, lang, title: text.title, body: text.body, updated_at: item.created_at }] : []
  })
  await db
    .insertInto('content_translations')
    .values(rows)
    .onConflict((oc) => oc.columns(['item_id', 'lang']).doNothing())
    .execute()
}

export async function seed(db: Db): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('banners')
      .values(seedBanners)
      .onConflict((oc) => oc.column('key').doNothing())
      .execute()
    for (const item of seedContentItems) await seedContent(trx, item)
    await trx
      .insertInto('miner_products')
      .values(seedMinerProducts)
      .onConflict((oc) => oc.column('key').doNothing())
      .execute()
    await trx
      .insertInto('earn_products')
      .values(seedEarnProducts)
      .onConflict((oc) => oc.column('key').doNothing())
      .execute()
    // Seeded before they had titles (migration 022): the titles are filled in, nothing else is touched.
    for (const { key, titles } of seedEarnProducts) {
      await trx.updateTable('earn_products').set({ titles }).where('key', '=', key).where('titles', '=', '{}').execute()
    }
  })
}
