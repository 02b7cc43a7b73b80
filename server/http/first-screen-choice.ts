// Whose language and display settings a rendered page uses: the reader's choices, mirrored by the app into cookies
// (contract/api.ts choiceCookies); before any choice of language, the browser's Accept-Language.
import { parse } from 'hono/utils/cookie'
import { bcp47ByLanguage, choiceCookies, type LanguageCode, languageCodes } from '../../contract/api'

/** The languages a reader can pick in the app (cn and id have catalogs, but the picker does not offer them). */
const offered: readonly LanguageCode[] = languageCodes.filter((code) => code !== 'cn' && code !== 'id')
/** Chinese tags that mean Traditional script (the app's tw). */
const traditionalChinese = /^zh-(hant|tw|hk|mo)\b/

const isLanguageCode = (value: string | undefined): value is LanguageCode =>
  (languageCodes as readonly string[]).includes(value ?? '')

/** The offered language that a language tag names, by its whole tag or its primary subtag; null for none. */
function languageOfTag(tag: string): LanguageCode | null {
  if (traditionalChinese.test(tag)) return 'tw'
  const primary = tag.split('-')[0]
  return (
    offered.find((code) => bcp47ByLanguage[code].toLowerCase() === tag) ??
    offered.find((code) => code !== 'tw' && bcp47ByLanguage[code].toLowerCase() === primary) ??
    null
  )
}

/** The first offered language of an Accept-Language header, by weight (ties in the header's order); null for none. */
export function languageFromAcceptLanguage(header: string | undefined): LanguageCode | null {
  if (!header) return null
  const ranges = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';')
      const weight = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
      return { tag: tag.trim(), q: weight === undefined ? 1 : Number(weight.slice(2)), order }
    })
    .filter((range) => range.tag !== '' && range.tag !== '*' && Number.isFinite(range.q) && range.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order)
  for (const range of ranges) {
    const code = languageOfTag(range.tag)
    if (code) return code
  }
  return null
}

/** A time zone this runtime knows, by its canonical name; null for anything else. */
export function knownTimeZone(value: string | undefined): string | null {
  if (!value || value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return null
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone
  } catch {
    return null
  }
}

export interface ReaderChoices {
  lang: LanguageCode
  /** The reader's IANA time zone (the cookie the app keeps equal to the browser's), or null before the first start. */
  timeZone: string | null
  /** null: the language's colour. */
  upColor: 'red' | 'green' | null
  shapes: boolean
}

/** The reader's choices from the request's Cookie and Accept-Language headers (English when neither names one). */
export function readerChoices(cookieHeader: string | undefined, acceptLanguage: string | undefined): ReaderChoices {
  const cookies = cookieHeader ? parse(cookieHeader) : {}
  const chosen = cookies[choiceCookies.lang]
  const up = cookies[choiceCookies.up]
  return {
    lang: isLanguageCode(chosen) ? chosen : (languageFromAcceptLanguage(acceptLanguage) ?? 'en'),
    upColor: up === 'red' || up === 'green' ? up : null,
    shapes: cookies[choiceCookies.shapes] === '1',
    timeZone: knownTimeZone(cookies[choiceCookies.tz]),
  }
}
