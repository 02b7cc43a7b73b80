// The engine process's part of the price record: the key loaded (made at the first start) and the ended hours
// sealed at start and then every SEAL_EVERY_MS.
import type { Deps } from '../deps'
import { loadPriceKey } from './keys'
import { type Periodic, startPeriodic } from './periodic'
import { sealDue } from './sealer'

export const SEAL_EVERY_MS = 10_000

export function startPriceRecord(deps: Pick<Deps, 'db' | 'clock' | 'config'>): Periodic {
  const key = loadPriceKey(deps.db, deps.clock(), deps.config.priceSigningKey)
  return startPeriodic('sealing the price record', SEAL_EVERY_MS, async () =>
    sealDue(deps.db, await key, deps.clock().getTime()),
  )
}
