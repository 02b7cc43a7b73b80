import type { Config } from './config'
import type { Db } from './db/db'

/** Everything a request handler may touch. The clock is injected so tests can move time. */
export interface Deps {
  db: Db
  config: Config
  clock: () => Date
}
