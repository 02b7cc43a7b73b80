// The Lingui catalogs: every dictionary holds exactly the source messages, each really translated, with the
// same placeholders as the source. (Run `npm run i18n:extract` after changing UI or server text, then translate.)
// Two catalogs per language: messages.po (the client, from src/) and server.po (the server, from server/i18n/).
import { readFileSync } from 'node:fs'
import { formatter } from '@lingui/format-po'
import { describe, expect, it } from 'vitest'
import linguiConfig from '../../lingui.config'

const po = formatter()
const locales = linguiConfig.locales ?? []
const catalogPaths = (linguiConfig.catalogs ?? []).map((c) => c.path.replace('<rootDir>/', ''))

async function load(path: string, locale: string) {
  const filename = `${path.replace('{locale}', locale)}.po`
  const catalog = await po.parse(readFileSync(filename, 'utf8'), { locale, sourceLocale: 'en', filename })
  return catalog ?? {}
}

/** `{0}`, `{name}`, `<0>`, `</0>`, `<0/>`: what must survive translation. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)[,}]|<\/?\d+\/?>/g)].map((m) => m[1] ?? m[0]).sort()
}

it('has eleven dictionaries, a client catalog and a server catalog', () => {
  expect(locales).toHaveLength(11)
  expect(catalogPaths).toEqual(['locale/{locale}/messages', 'locale/{locale}/server'])
})

describe.each(catalogPaths)('%s', async (path) => {
  const source = await load(path, 'en')
  const ids = Object.keys(source).filter((id) => !source[id]?.obsolete)
  // With generated ids the source text is the msgid; with explicit ids (the server's) it is the English msgstr.
  const sourceText = (id: string) => source[id]?.message ?? source[id]?.translation ?? ''

  it('has a non-trivial source catalog', () => {
    expect(ids.length).toBeGreaterThan(path.endsWith('messages') ? 300 : 50)
    expect(ids.filter((id) => !sourceText(id))).toEqual([])
  })

  for (const locale of locales.filter((l) => l !== 'en')) {
    it(`${locale}: translates every source message, keeping its placeholders`, async () => {
      const catalog = await load(path, locale)
      const untranslated = ids.filter((id) => !catalog[id]?.translation)
      expect(untranslated).toEqual([])
      const broken = ids.filter(
        (id) => placeholders(sourceText(id)).join() !== placeholders(catalog[id]?.translation ?? '').join(),
      )
      expect(broken).toEqual([])
    })
  }
})
