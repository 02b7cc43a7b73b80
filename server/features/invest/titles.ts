// Invest products named in the reader's language for notifications: by reference ("miner:3", "earn:1"), or, in
// notifications written before they carried one, by the English title they stored.
import type { LanguageCode } from '../../../contract/api'
import type { Db } from '../../db/db'
import { earnTitleOf, titleOf } from './view'

export type InvestNames = (ref: string | undefined, english: string, lang: LanguageCode) => string | undefined

type Named = (lang: LanguageCode) => string

export const minerRef = (id: number) => `miner:${id}`
export const earnRef = (id: number) => `earn:${id}`

export async function investNames(db: Db): Promise<InvestNames> {
  const [miner, earn] = await Promise.all([
    db.selectFrom('miner_products').select(['id', 'key', 'titles']).execute(),
    db.selectFrom('earn_products').select(['id', 'key', 'titles', 'coin']).execute(),
  ])
  const byRef = new Map<string, Named>([
    ...miner.map((p): [string, Named] => [minerRef(p.id), (lang) => titleOf(p, lang)]),
    ...earn.map((p): [string, Named] => [earnRef(p.id), (lang) => earnTitleOf(p, lang)]),
  ])
  const byEnglish = new Map<string, Named>()
  for (const named of byRef.values()) if (!byEnglish.has(named('en'))) byEnglish.set(named('en'), named)
  return (ref, english, lang) => (ref === undefined ? byEnglish.get(english) : byRef.get(ref))?.(lang)
}
