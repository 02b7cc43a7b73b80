// Seeded help articles (type 4), newest first in lists, so the getting-started article is dated last. The words
// are in help/<lang>.ts, one file per language.
import type { LanguageCode } from '../../../contract/api'
import { cn } from './help/cn'
import { de } from './help/de'
import { en } from './help/en'
import { es } from './help/es'
import { fr } from './help/fr'
import { id } from './help/id'
import { jp } from './help/jp'
import { ko } from './help/ko'
import { th } from './help/th'
import { tw } from './help/tw'
import { vi } from './help/vi'
import { type GroupTexts, type HelpKey, type SeedContent, seedArticle } from './types'

const texts: Record<LanguageCode, GroupTexts<HelpKey>> = { en, tw, th, jp, ko, es, fr, de, vi, cn, id }

export const helpContent: SeedContent[] = [
  seedArticle(texts, 'help-getting-started', 4, '2025-01-04T00:00:00.000Z'),
  seedArticle(texts, 'help-timed-orders', 4, '2025-01-03T00:00:00.000Z'),
  seedArticle(texts, 'help-contracts', 4, '2025-01-02T00:00:00.000Z'),
  seedArticle(texts, 'help-deposits-withdrawals', 4, '2025-01-01T00:00:00.000Z'),
]
