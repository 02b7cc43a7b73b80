// Reads a Lingui .po catalog so browser tests can find elements by their translated text.
import { existsSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const localeDir = fileURLToPath(new URL('../../../locale/', import.meta.url))

function unquote(line: string): string {
  return JSON.parse(line.slice(line.indexOf('"'))) as string
}

/** msgid (with `context\u0004` in front when the entry has a msgctxt) -> msgstr, for one locale. */
export function loadCatalog(locale: string): Map<string, string> {
  const file = `${localeDir}${locale}/messages.po`
  const catalog = new Map<string, string>()
  if (!existsSync(file)) return catalog
  let context = ''
  let id = ''
  let str = ''
  let field: 'ctx' | 'id' | 'str' | null = null
  const flush = () => {
    if (id && str) catalog.set(context ? `${context}\u0004${id}` : id, str)
    context = ''
    id = ''
    str = ''
    field = null
  }
  for (const raw of readFileSync(file, 'utf8').split(/\r?\n/)) {
    const line = raw.trim()
    if (line.startsWith('msgctxt ')) {
      flush()
      field = 'ctx'
      context = unquote(line)
    } else if (line.startsWith('msgid ')) {
      if (field !== 'ctx') flush()
      field = 'id'
      id = unquote(line)
    } else if (line.startsWith('msgstr ')) {
      field = 'str'
      str = unquote(line)
    } else if (line.startsWith('"') && field) {
      const more = unquote(line)
      if (field === 'ctx') context += more
      else if (field === 'id') id += more
      else str += more
    } else if (line === '') {
      flush()
    }
  }
  flush()
  return catalog
}

/** The translation of a source message in `locale`, or the source text when it has none. */
export function translator(locale: string): (source: string, context?: string) => string {
  const catalog = loadCatalog(locale)
  return (source, context) => catalog.get(context ? `${context}\u0004${source}` : source) ?? source
}
