import { type LanguageCode, languageCodes } from '../../contract/api'
import { cn } from './catalogs/cn'
import { de } from './catalogs/de'
import { en } from './catalogs/en'
import { es } from './catalogs/es'
import { fr } from './catalogs/fr'
import { id } from './catalogs/id'
import { jp } from './catalogs/jp'
import { ko } from './catalogs/ko'
import { th } from './catalogs/th'
import { tw } from './catalogs/tw'
import { vi } from './catalogs/vi'
import type { Catalog, MessageKey } from './keys'

const catalogs: Record<LanguageCode, Catalog> = { en, tw, th, jp, ko, es, fr, de, vi, cn, id }

/** Reads a UserLang header value; anything unknown falls back to English. */
export function parseLanguage(value: string | undefined): LanguageCode {
  const code = value?.trim().toLowerCase()
  return languageCodes.find((l) => l === code) ?? 'en'
}

export function translate(lang: LanguageCode, key: MessageKey): string {
  return catalogs[lang][key]
}
