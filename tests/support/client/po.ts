// Reads a Lingui .po catalog's text (entries with an empty msgstr are left out): for tests in the browser and in
// happy-dom, which finds the text through Vite (`?raw`).
function unquote(line: string): string {
  return JSON.parse(line.slice(line.indexOf('"'))) as string
}

/** msgid (with `context\u0004` in front when the entry has a msgctxt) -> msgstr, from a .po file's text. */
export function parseCatalog(text: string): Map<string, string> {
  const catalog = new Map<string, string>()
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
  for (const raw of text.split(/\r?\n/)) {
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
