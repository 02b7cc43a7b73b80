import type { Db } from '../db/db'
import type { MarketConfig } from './config'
import { Market } from './market'
import { SimulatedFeed } from './simulator'

/** The production market: the seeded simulator behind the market state. Call start() to run it. */
export function openSimulatedMarket(db: Db, config: MarketConfig, clock: () => Date): Promise<Market> {
  return Market.open({
    db,
    clock,
    seed: config.seed,
    historyCandles: config.historyCandles,
    tickRetentionMs: config.tickRetentionMs,
    feed: (products) => new SimulatedFeed(products, { seed: config.seed, clock }),
  })
}
