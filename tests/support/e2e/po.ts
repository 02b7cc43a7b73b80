// Reads a Lingui .po catalog so browser tests can find elements by their translated text.
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseCatalog } from '../client/po'

const localeDir = fileURLToPath(new URL('../../../locale/', import.meta.url))

/** msgid (with `context\u0004` in front when the entry has a msgctxt) -> msgstr, for one locale. */
export function loadCatalog(locale: string): Map<string, string> {
  const file = `${localeDir}${locale}/messages.po`
  return existsSync(file) ? parseCatalog(readFileSync(file, 'utf8')) : new Map()
}

/** The translation of a source message in `locale`, or the source text when it has none. */
export function translator(locale: string): (source: string, context?: string) => string {
  const catalog = loadCatalog(locale)
  return (source, context) => catalog.get(context ? `${context}\u0004${source}` : source) ?? source
}
