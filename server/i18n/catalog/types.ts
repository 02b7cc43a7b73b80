import type { LanguageCode } from '../../../contract/api'

/** The languages of a seeded text besides English, in this order. */
export const translatedLanguages = [
  'cn',
  'tw',
  'jp',
  'ko',
  'th',
  'vi',
  'id',
  'es',
  'fr',
  'de',
] as const satisfies Exclude<LanguageCode, 'en'>[]

/** One seeded text in the languages of `translatedLanguages`, in that order. */
export type Translated = readonly [string, string, string, string, string, string, string, string, string, string]

/** A translation made from another one, language by language (a title inside a pattern). */
export function mapTranslated(
  source: Translated | undefined,
  english: string,
  make: (text: string, index: number) => string,
): Translated {
  if (!source) throw new Error(`no translation of ${english}`)
  const [a, b, c, d, e, f, g, h, i, j] = source
  return [
    make(a, 0),
    make(b, 1),
    make(c, 2),
    make(d, 3),
    make(e, 4),
    make(f, 5),
    make(g, 6),
    make(h, 7),
    make(i, 8),
    make(j, 9),
  ]
}
