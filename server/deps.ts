import type { Config } from './config'
import type { Db } from './db/db'
import type { Market } from './market/market'

/** Everything a request handler may touch. The clock is injected so tests can move time. */
export interface Deps {
  db: Db
  config: Config
  clock: () => Date
  /** Live market data; which feed drives it is decided where the market is created (main.ts, tests). */
  market: Market
}
