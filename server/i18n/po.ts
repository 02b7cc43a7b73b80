// Reads the translations out of a .po catalog with explicit ids, as `lingui extract` writes it: msgid and
// msgstr lines, "..." continuation lines and C escapes. @lingui/format-po parses the same files in the tooling,
// but it is a development dependency; a test checks that both readings agree on every server catalog.

const escapes: Record<string, string> = { a: '\x07', b: '\b', t: '\t', n: '\n', v: '\v', f: '\f', r: '\r' }

function unquote(quoted: string): string {
  return quoted.replace(/\\(.)/g, (_, ch: string) => escapes[ch] ?? ch)
}

/**
 * Message id to translation. The header, comments, obsolete entries (`#~`) and empty translations are left
 * out, so an untranslated message falls back to its source text.
 */
export function readPoTranslations(text: string): Map<string, string> {
  const entries: { id: string; translation: string }[] = []
  let field: 'id' | 'translation' | undefined
  for (const line of text.split(/\r?\n/)) {
    const match = /^(?:(msgctxt|msgid|msgstr) )?"(.*)"$/.exec(line)
    if (!match) {
      field = undefined
      continue
    }
    const [, keyword, quoted = ''] = match
    if (keyword === 'msgctxt') field = undefined
    if (keyword === 'msgid') {
      entries.push({ id: '', translation: '' })
      field = 'id'
    }
    if (keyword === 'msgstr') field = 'translation'
    const entry = entries.at(-1)
    if (entry && field) entry[field] += unquote(quoted)
  }
  return new Map(entries.filter((e) => e.id && e.translation).map((e) => [e.id, e.translation]))
}
