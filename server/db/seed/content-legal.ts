// Seeded legal texts: user agreement (type 2), risk disclosure (type 5), withdrawal agreement (type 7). The words
// are in legal/<lang>.ts, one file per language; each must say exactly what the English says.
import type { LanguageCode } from '../../../contract/api'
import { cn } from './legal/cn'
import { de } from './legal/de'
import { en } from './legal/en'
import { es } from './legal/es'
import { fr } from './legal/fr'
import { id } from './legal/id'
import { jp } from './legal/jp'
import { ko } from './legal/ko'
import { th } from './legal/th'
import { tw } from './legal/tw'
import { vi } from './legal/vi'
import { type GroupTexts, type LegalKey, type SeedContent, seedArticle } from './types'

const texts: Record<LanguageCode, GroupTexts<LegalKey>> = { en, tw, th, jp, ko, es, fr, de, vi, cn, id }

export const legalContent: SeedContent[] = [
  seedArticle(texts, 'user-agreement', 2, '2025-01-01T00:00:00.000Z'),
  seedArticle(texts, 'risk-disclosure', 5, '2025-01-01T00:00:00.000Z'),
  seedArticle(texts, 'withdrawal-agreement', 7, '2025-01-01T00:00:00.000Z'),
]
