// The products' title, name and description as a reader sees them: read from the database (where operators edit
// them) and translated when they are still the seeded texts (server/i18n/catalog), so an operator's edit wins in
// every language. Kept for a few seconds per database: an edit in this process shows at once (forgetProductTexts),
// one made by another API process within TEXTS_MAX_AGE_MS.
import { createHash } from 'node:crypto'
import type { LanguageCode } from '../../contract/api'
import type { Db } from '../db/db'
import { seededText } from '../i18n/catalog'

export interface ProductText {
  title: string
  name: string
  desc: string
}

/** The texts of a product id in one language (undefined for an unknown id). */
export type TextOf = (id: number) => ProductText | undefined

export interface ProductTexts {
  /** A digest of the stored texts, the same in every process: part of the ETags of the answers that carry texts. */
  version: string
  in(lang: LanguageCode): TextOf
}

const TEXTS_MAX_AGE_MS = 5_000

interface Loaded {
  at: number
  json: string
  texts: ProductTexts
}

const loaded = new WeakMap<Db, Loaded>()
const pending = new WeakMap<Db, Promise<Loaded>>()
/** Increases with every forgetProductTexts: a read that started before an edit is not kept as fresh. */
const edits = new WeakMap<Db, number>()

function textsOf(rows: ReadonlyMap<number, ProductText>, version: string): ProductTexts {
  const byLang = new Map<LanguageCode, TextOf>()
  return {
    version,
    in(lang) {
      const known = byLang.get(lang)
      if (known) return known
      const localized = new Map(
        [...rows].map(([id, t]) => [
          id,
          { title: seededText(t.title, lang), name: seededText(t.name, lang), desc: seededText(t.desc, lang) },
        ]),
      )
      const textOf: TextOf = (id) => localized.get(id)
      byLang.set(lang, textOf)
      return textOf
    },
  }
}

async function load(db: Db, previous: Loaded | undefined): Promise<Loaded> {
  const edit = edits.get(db) ?? 0
  const rows = await db.selectFrom('products').select(['id', 'title', 'name', 'description']).orderBy('id').execute()
  const at = edit === (edits.get(db) ?? 0) ? Date.now() : 0
  const json = JSON.stringify(rows)
  if (previous && previous.json === json) return { ...previous, at }
  const byId = new Map(rows.map((r) => [r.id, { title: r.title, name: r.name, desc: r.description }]))
  const version = createHash('sha256').update(json).digest('base64url').slice(0, 10)
  return { at, json, texts: textsOf(byId, version) }
}

/** The products' texts, read again when older than a few seconds (one read at a time per database). */
export async function productTexts(db: Db): Promise<ProductTexts> {
  const current = loaded.get(db)
  if (current && Date.now() - current.at < TEXTS_MAX_AGE_MS) return current.texts
  const running = pending.get(db) ?? load(db, current)
  pending.set(db, running)
  try {
    const next = await running
    loaded.set(db, next)
    return next.texts
  } finally {
    if (pending.get(db) === running) pending.delete(db)
  }
}

/** The texts in memory while fresh; undefined when the next read goes to the database (productTexts). */
export function productTextsNow(db: Db): ProductTexts | undefined {
  const current = loaded.get(db)
  return current && Date.now() - current.at < TEXTS_MAX_AGE_MS ? current.texts : undefined
}

/** The texts of one language, for an answer built now. */
export async function productTextsIn(db: Db, lang: LanguageCode): Promise<TextOf> {
  return (await productTexts(db)).in(lang)
}

/** After an operator's edit: the next read goes to the database. */
export function forgetProductTexts(db: Db): void {
  edits.set(db, (edits.get(db) ?? 0) + 1)
  pending.delete(db)
  const current = loaded.get(db)
  if (current) loaded.set(db, { ...current, at: 0 })
}
