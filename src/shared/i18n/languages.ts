import { bcp47ByLanguage, type LanguageCode } from '@contract/api'

export type { LanguageCode }
/** Every language with a catalog; the app's codes (sent as UserLang) differ from BCP 47 for tw, jp and cn. */
export { bcp47ByLanguage }

/** The nine languages offered in the picker; cn and id have catalogs but are not selectable. */
export const selectableLanguages = [
  'en',
  'tw',
  'th',
  'jp',
  'ko',
  'es',
  'fr',
  'de',
  'vi',
] as const satisfies readonly LanguageCode[]

export const DEFAULT_LANGUAGE: LanguageCode = 'en'

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && Object.hasOwn(bcp47ByLanguage, value)
}

export function toBcp47(code: LanguageCode): string {
  return bcp47ByLanguage[code]
}

export function fromBcp47(tag: string): LanguageCode {
  const entry = Object.entries(bcp47ByLanguage).find(([, bcp]) => bcp === tag)
  return entry && isLanguageCode(entry[0]) ? entry[0] : DEFAULT_LANGUAGE
}

/** The language's name written in that language ("ไทย", "日本語"), capitalized for its own script. */
export function nativeLanguageName(code: LanguageCode): string {
  const tag = toBcp47(code)
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? code
  return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1)
}
