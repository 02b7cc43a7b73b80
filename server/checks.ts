// Every invariant `npm run ledger:check` verifies: the ledger's, the trading products' (engines.ts) and the other
// products' that hold money (one line each).
import type { Kysely } from 'kysely'
import type { Database } from './db/schema'
import { checkTrading } from './engines'
import { checkInvest } from './features/invest/check'
import { checkLedger } from './ledger/check'

const productChecks = [checkInvest] as const

/** Products outside the trading engines; [] when healthy. */
export async function checkProducts(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = []
  for (const check of productChecks) problems.push(...(await check(db)))
  return problems
}

export async function checkAll(db: Kysely<Database>): Promise<string[]> {
  return [...(await checkLedger(db)), ...(await checkTrading(db)), ...(await checkProducts(db))]
}
