// The seeded articles: every one in all 11 languages, each translation non-empty, with the English HTML structure
// and every figure of the English text.
import { describe, expect, it } from 'vitest'
import { languageCodes } from '../../contract/api'
import { seedContentItems } from '../../server/db/seed'

/** The sequence of HTML tags (opening and closing), ignoring the text between them. */
const tagsOf = (html: string) => html.match(/<\/?[a-z]+[^>]*>/g) ?? []
/** Digit groups with their unit letter, e.g. 30, 25x, 100x. */
const figuresOf = (text: string) => [...new Set(text.match(/\d+x?/g) ?? [])].sort()

const cases = seedContentItems.flatMap((item) =>
  languageCodes.filter((lang) => lang !== 'en').map((lang) => ({ key: item.key, lang, item })),
)

describe('seeded articles', () => {
  it('cover help, notices, about and the three legal texts', () => {
    expect(seedContentItems.map((item) => item.key).sort()).toEqual([
      'about-open-source',
      'about-tern',
      'help-contracts',
      'help-deposits-withdrawals',
      'help-getting-started',
      'help-timed-orders',
      'notice-fair-play',
      'notice-welcome',
      'risk-disclosure',
      'user-agreement',
      'withdrawal-agreement',
    ])
  })

  it('have exactly the 11 languages', () => {
    for (const item of seedContentItems)
      expect(Object.keys(item.text).sort(), item.key).toEqual([...languageCodes].sort())
  })

  it.each(cases)('$key in $lang: translated, same tags and figures as English', ({ item, lang }) => {
    const en = item.text.en
    const text = item.text[lang]
    expect(text.title.trim()).not.toBe('')
    expect(text.body.replace(/<[^>]+>/g, '').trim()).not.toBe('')
    expect(text.title).not.toBe(en.title)
    expect(text.body).not.toBe(en.body)
    expect(tagsOf(text.body)).toEqual(tagsOf(en.body))
    expect(figuresOf(text.body)).toEqual(expect.arrayContaining(figuresOf(en.body)))
  })

  it('keep Chinese and Japanese paragraphs on one line (a line break would show as a space between characters)', () => {
    for (const item of seedContentItems) {
      for (const lang of ['cn', 'tw', 'jp'] as const) {
        for (const paragraph of item.text[lang].body.split('\n'))
          expect(paragraph, `${item.key} ${lang}`).toMatch(/^<p>.*<\/p>$/)
      }
    }
  })
})
