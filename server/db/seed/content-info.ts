// Seeded notices (type 1) and about pages (type 6). The words are in info/<lang>.ts, one file per language.
import type { LanguageCode } from '../../../contract/api'
import { cn } from './info/cn'
import { de } from './info/de'
import { en } from './info/en'
import { es } from './info/es'
import { fr } from './info/fr'
import { id } from './info/id'
import { jp } from './info/jp'
import { ko } from './info/ko'
import { th } from './info/th'
import { tw } from './info/tw'
import { vi } from './info/vi'
import { type GroupTexts, type InfoKey, type SeedContent, seedArticle } from './types'

const texts: Record<LanguageCode, GroupTexts<InfoKey>> = { en, tw, th, jp, ko, es, fr, de, vi, cn, id }

export const noticeContent: SeedContent[] = [
  seedArticle(texts, 'notice-welcome', 1, '2025-01-02T00:00:00.000Z'),
  seedArticle(texts, 'notice-fair-play', 1, '2025-01-01T00:00:00.000Z'),
]

export const aboutContent: SeedContent[] = [
  seedArticle(texts, 'about-tern', 6, '2025-01-02T00:00:00.000Z'),
  seedArticle(texts, 'about-open-source', 6, '2025-01-01T00:00:00.000Z'),
]
