// Localized server messages. The texts live in the Lingui catalogs locale/<lang>/server.po (extracted from
// messages/ by `npm run i18n:extract`, next to the client's catalogs); they are read once, when this module loads.
import { readFileSync } from 'node:fs'
import { type I18n, setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { bcp47ByLanguage, type LanguageCode, languageCodes } from '../../contract/api'
import { type MessageKey, serverMessages } from './keys'
import { readPoTranslations } from './po'

const localeDir = new URL('../../locale/', import.meta.url)

function loadCatalog(lang: LanguageCode): I18n {
  const i18n = setupI18n()
  // @lingui/core compiles raw catalogs by itself only outside production; the server always needs it.
  i18n.setMessagesCompiler(compileMessage)
  const text = readFileSync(new URL(`${lang}/server.po`, localeDir), 'utf8')
  i18n.loadAndActivate({ locale: bcp47ByLanguage[lang], messages: Object.fromEntries(readPoTranslations(text)) })
  return i18n
}

const catalogs = new Map(languageCodes.map((lang) => [lang, loadCatalog(lang)]))

/** Without values, placeholders stay as written ("{min}"), for callers that fill them in themselves. */
const keepPlaceholders: Record<string, string> = new Proxy(
  {},
  { get: (_, name) => (typeof name === 'string' ? `{${name}}` : undefined) },
)

/** Reads a UserLang header value; anything unknown falls back to English. */
export function parseLanguage(value: string | undefined): LanguageCode {
  const code = value?.trim().toLowerCase()
  return languageCodes.find((l) => l === code) ?? 'en'
}

/** The message in the language; `params` fill its ICU placeholders ({min}). A missing translation gives English. */
export function translate(lang: LanguageCode, key: MessageKey, params?: Record<string, string>): string {
  const { message } = serverMessages[key]
  return catalogs.get(lang)?._(key, params ?? keepPlaceholders, { message }) ?? message
}
