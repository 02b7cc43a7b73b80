// Seeded texts (product titles, names and descriptions) in the reader's language. The translations are keyed by
// the seeded English text, so a text an operator has changed is no longer found and is shown as written, in every
// language: an operator's edit wins over the seeded translations.
import type { LanguageCode } from '../../../contract/api'
import { marketDescriptions } from './descriptions'
import { coinDescriptions } from './descriptions-coins'
import { nameTranslations, pairParts } from './names'
import { mapTranslated, type Translated, translatedLanguages } from './types'

const dictionary: ReadonlyMap<string, Translated> = new Map(
  Object.entries({ ...nameTranslations, ...marketDescriptions, ...coinDescriptions }),
)

const PAIR_SEPARATOR = ' / '

/** Every translation of a seeded text (or of a pair of seeded parts, "Gold / US Dollar"), else undefined. */
export function seededTranslations(text: string): Translated | undefined {
  const whole = dictionary.get(text)
  if (whole) return whole
  const [left, right, ...more] = text.split(PAIR_SEPARATOR)
  const a = left === undefined ? undefined : pairParts[left]
  const b = right === undefined ? undefined : pairParts[right]
  if (!a || !b || more.length > 0) return undefined
  return mapTranslated(a, text, (part, i) => `${part}${PAIR_SEPARATOR}${b[i] ?? ''}`)
}

/** `text` in `lang` when it is a seeded text; anything else (tickers, an operator's text) as written. */
export function seededText(text: string, lang: LanguageCode): string {
  if (lang === 'en') return text
  return seededTranslations(text)?.[translatedLanguages.indexOf(lang)] ?? text
}
