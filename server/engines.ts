// The engines that run on each batch of ticks, in this order: the trading products' (a new product adds one line),
// then users' price alerts.
import type { Kysely } from 'kysely'
import type { Database } from './db/schema'
import type { Deps } from './deps'
import { contractEngine } from './features/contract/engine'
import { microEngine } from './features/micro/engine'
import { priceAlertsEngine } from './features/price-alerts/engine'
import { spotEngine } from './features/spot/engine'
import { TradingEngines } from './trading/scheduler'

export const engines = [microEngine, spotEngine, contractEngine, priceAlertsEngine] as const

export function createTradingEngines(deps: Deps) {
  return new TradingEngines(deps, engines)
}

/** Every trading product's invariants, next to the ledger's (ledger/check.ts); [] when healthy. */
export async function checkTrading(db: Kysely<Database>): Promise<string[]> {
  const problems: string[] = []
  for (const engine of engines) problems.push(...(await engine.check(db)))
  return problems
}
