// The Lingui catalogs: every dictionary holds exactly the source messages, each really translated, with the
// same placeholders as the source. (Run `npm run i18n:extract` after changing UI text, then translate.)
import { readFileSync } from 'node:fs'
import { formatter } from '@lingui/format-po'
import { describe, expect, it } from 'vitest'
import linguiConfig from '../../lingui.config'

const po = formatter()
const locales = linguiConfig.locales ?? []

async function load(locale: string) {
  const path = `locale/${locale}/messages.po`
  const catalog = await po.parse(readFileSync(path, 'utf8'), { locale, sourceLocale: 'en', filename: path })
  return catalog ?? {}
}

/** `{0}`, `{name}`, `<0>`, `</0>`, `<0/>`: what must survive translation. */
function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)[,}]|<\/?\d+\/?>/g)].map((m) => m[1] ?? m[0]).sort()
}

describe('translation catalogs', async () => {
  const source = await load('en')
  const ids = Object.keys(source).filter((id) => !source[id]?.obsolete)

  it('has eleven dictionaries and a non-trivial source catalog', () => {
    expect(locales).toHaveLength(11)
    expect(ids.length).toBeGreaterThan(300)
  })

  for (const locale of locales.filter((l) => l !== 'en')) {
    it(`${locale}: translates every source message, keeping its placeholders`, async () => {
      const catalog = await load(locale)
      const untranslated = ids.filter((id) => !catalog[id]?.translation)
      expect(untranslated).toEqual([])
      const broken = ids.filter((id) => {
        const message = source[id]?.message ?? ''
        return placeholders(message).join() !== placeholders(catalog[id]?.translation ?? '').join()
      })
      expect(broken).toEqual([])
    })
  }
})
