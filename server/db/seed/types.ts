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
  text: Partial<Record<LanguageCode, SeedText>> & { en: SeedText }
}
