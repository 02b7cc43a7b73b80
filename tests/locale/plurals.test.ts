// Counted words go through ICU plurals in every catalog: no "1 unread alerts". Each plural a translation uses
// names only categories its language has, always "other", and "one" where the language has it.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { bcp47ByLanguage, type LanguageCode } from '../../contract/api'

const catalog = (code: LanguageCode) => readFileSync(resolve(process.cwd(), 'locale', code, 'messages.po'), 'utf8')

/** msgid -> msgstr of one catalog (single-line entries, as lingui extract writes them here). */
function entries(po: string): Map<string, string> {
  const map = new Map<string, string>()
  for (const match of po.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)) map.set(match[1] ?? '', match[2] ?? '')
  return map
}

/** The categories of each `{n, plural, ...}` in a message, by variable. */
function pluralCategories(message: string): Array<{ variable: string; categories: string[] }> {
  const found: Array<{ variable: string; categories: string[] }> = []
  for (const match of message.matchAll(/\{(\w+), plural,((?:\s*(?:=\d+|\w+)\s*\{[^{}]*\})+)\s*\}/g)) {
    const categories = [...(match[2] ?? '').matchAll(/(=\d+|\w+)\s*\{/g)].map((m) => m[1] ?? '')
    found.push({ variable: match[1] ?? '', categories })
  }
  return found
}

const counted = [
  '{count, plural, one {# unread alert} other {# unread alerts}}',
  '{0, plural, one {# user found} other {# users found}}',
  '{unread, plural, one {# unread answer} other {# unread answers}}',
  '{0, plural, one {# day} other {# days}}',
]

describe('plurals', () => {
  const source = entries(catalog('en'))

  it('are used for the counted labels', () => {
    for (const id of counted) expect(source.has(id), id).toBe(true)
    expect([...source.keys()].filter((id) => /^\{\w+\} (unread|users found|days$|seconds)/.test(id))).toEqual([])
  })

  it.each(Object.keys(bcp47ByLanguage) as LanguageCode[])('are translated with the categories of %s', (code) => {
    const rules = new Intl.PluralRules(bcp47ByLanguage[code]).resolvedOptions().pluralCategories
    const translated = entries(catalog(code))
    for (const [id] of source) {
      const expected = pluralCategories(id)
      if (expected.length === 0) continue
      const text = code === 'en' ? id : (translated.get(id) ?? '')
      const actual = pluralCategories(text)
      expect(
        actual.map((p) => p.variable),
        `${code}: ${id}`,
      ).toEqual(expected.map((p) => p.variable))
      for (const { categories } of actual) {
        expect(categories, `${code}: ${text}`).toContain('other')
        for (const category of categories) {
          if (!category.startsWith('=')) expect(rules, `${code}: ${text}`).toContain(category)
        }
        if (rules.includes('one')) expect(categories, `${code}: ${text}`).toContain('one')
      }
    }
  })
})
