import type { ContentType, LanguageCode } from '../../../contract/api'

export interface SeedText {
  title: string
  /** Trusted HTML. */
  body: string
}

export interface SeedContent {
  /** Stable key: seeding inserts only what is missing, so running twice changes nothing. */
  key: string
  type: ContentType
  /** Fixed publication time (ISO 8601); lists show newest first. */
  created_at: string
  text: Record<LanguageCode, SeedText>
}

export type HelpKey = 'help-getting-started' | 'help-timed-orders' | 'help-contracts' | 'help-deposits-withdrawals'
export type InfoKey = 'notice-welcome' | 'notice-fair-play' | 'about-tern' | 'about-open-source'
export type LegalKey = 'user-agreement' | 'risk-disclosure' | 'withdrawal-agreement'

/** The texts of one article group in one language: every article of the group must be there. */
export type GroupTexts<K extends string> = Record<K, SeedText>

/** One article in every language, picked from its group's per-language files. */
function inEveryLanguage<K extends string>(
  group: Record<LanguageCode, GroupTexts<K>>,
  key: K,
): Record<LanguageCode, SeedText> {
  const { en, tw, th, jp, ko, es, fr, de, vi, cn, id } = group
  return {
    en: en[key],
    tw: tw[key],
    th: th[key],
    jp: jp[key],
    ko: ko[key],
    es: es[key],
    fr: fr[key],
    de: de[key],
    vi: vi[key],
    cn: cn[key],
    id: id[key],
  }
}

/** A seeded article with its words from the group's per-language files. */
export function seedArticle<K extends string>(
  group: Record<LanguageCode, GroupTexts<K>>,
  key: K,
  type: ContentType,
  created_at: string,
): SeedContent {
  return { key, type, created_at, text: inEveryLanguage(group, key) }
}
