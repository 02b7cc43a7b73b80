// Every seeded article answers in the caller's language (UserLang) through the content calls, and a database
// seeded before the translations existed gains them on its next start.
import { mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  type ContentItem,
  type ContentSummary,
  type ContentType,
  type LanguageCode,
  languageCodes,
} from '../../contract/api'
import { seedContentItems } from '../../server/db/seed'
import { scratchRoot } from '../support/scratch'
import { createHarness, type Harness } from '../support/server/harness'
import { call, dataOf } from '../support/server/request'

const seededTypes: ContentType[] = [1, 2, 4, 5, 6, 7]
const languages = ['th', 'jp', 'de'] as const satisfies LanguageCode[]

let h: Harness | undefined
let dir: string | undefined
afterEach(async () => {
  await h?.close()
  h = undefined
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

const seeded = (type: ContentType) => seedContentItems.filter((item) => item.type === type)
const list = (app: Harness['app'], type: ContentType, lang: LanguageCode) =>
  call<ContentSummary[]>(app, '/main/contents', { body: { type }, lang }).then(dataOf)
const detail = (app: Harness['app'], body: { id: number } | { type: ContentType }, lang: LanguageCode) =>
  call<ContentItem>(app, '/main/content', { body, lang }).then(dataOf)

describe.each(languages)('content in %s', (lang) => {
  it('lists every type with its titles in that language, newest first', async () => {
    h = await createHarness()
    for (const type of seededTypes) {
      const titles = (await list(h.app, type, lang)).map((i) => i.title)
      expect(titles, `type ${type}`).toEqual(seeded(type).map((item) => item.text[lang].title))
      for (const [index, item] of seeded(type).entries()) expect(titles[index]).not.toBe(item.text.en.title)
    }
  })

  it('answers every item by id and the newest of each type with its title and body in that language', async () => {
    h = await createHarness()
    for (const type of seededTypes) {
      const summaries = await list(h.app, type, lang)
      for (const [index, summary] of summaries.entries()) {
        const text = seeded(type)[index]?.text
        const item = await detail(h.app, { id: summary.id }, lang)
        expect(item).toMatchObject({
          id: summary.id,
          type,
          lang,
          title: text?.[lang].title,
          content: text?.[lang].body,
        })
        expect(item.content).not.toBe(text?.en.body)
      }
      const newest = await detail(h.app, { type }, lang)
      expect(newest).toMatchObject({ id: summaries[0]?.id, lang, title: summaries[0]?.title })
    }
  })
})

describe('content translations', () => {
  it('shows the Thai, Japanese and German words a reader expects', async () => {
    h = await createHarness()
    expect((await list(h.app, 4, 'th'))[0]?.title).toBe('เริ่มต้นใช้งาน')
    expect((await detail(h.app, { type: 2 }, 'jp')).title).toBe('利用規約')
    expect((await detail(h.app, { type: 2 }, 'jp')).content).toContain('「現状のまま」')
    expect((await detail(h.app, { type: 5 }, 'de')).content).toContain('<strong>Zeit-Orders.</strong>')
    expect((await detail(h.app, { type: 7 }, 'fr')).title).toBe('Conditions de retrait')
  })

  it('reach a database seeded before they existed on its next start, leaving present rows alone', async () => {
    dir = mkdtempSync(join(scratchRoot, 'tern-content-restart-'))
    h = await createHarness({ dir })
    // The database as an older version left it: English only, plus one earlier translation that must stay as it is.
    await h.db.deleteFrom('content_translations').where('lang', '!=', 'en').execute()
    const [about] = await list(h.app, 6, 'en')
    const kept = { item_id: about?.id ?? 0, lang: 'th' as const, title: 'เกี่ยวกับ Tern (เดิม)', body: '<p>เดิม</p>' }
    await h.db
      .insertInto('content_translations')
      .values({ ...kept, updated_at: '2025-01-02T00:00:00.000Z' })
      .execute()
    expect((await detail(h.app, { type: 4 }, 'th')).lang).toBe('en')
    await h.close()

    h = await createHarness({ dir })
    const help = await detail(h.app, { type: 4 }, 'th')
    expect(help).toMatchObject({ lang: 'th', title: 'เริ่มต้นใช้งาน' })
    expect(await detail(h.app, { type: 6 }, 'th')).toMatchObject({ title: kept.title, content: kept.body })
    const rows = await h.db.selectFrom('content_translations').select('id').execute()
    expect(rows).toHaveLength(seedContentItems.length * languageCodes.length)
  })
})
