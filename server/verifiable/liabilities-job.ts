// The engine process's part of the proof of liabilities: a snapshot of each UTC day, built at the first run of the
// day (at the engine's start, then checked every LIABILITIES_EVERY_MS), and the proofs of snapshots older than
// TERN_LIABILITY_PROOF_DAYS pruned.
import type { Deps } from '../deps'
import { loadPriceKey } from './keys'
import { buildLiabilitySnapshot, pruneLiabilityProofs } from './liabilities'
import { type Periodic, startPeriodic } from './periodic'

export const LIABILITIES_EVERY_MS = 60_000

export function startLiabilities(deps: Pick<Deps, 'db' | 'clock' | 'config'>): Periodic {
  const key = loadPriceKey(deps.db, deps.clock(), deps.config.priceSigningKey)
  return startPeriodic('the proof of liabilities', LIABILITIES_EVERY_MS, async () => {
    const k = await key
    const now = deps.clock()
    if ((await buildLiabilitySnapshot(deps.db, k, now)) !== null)
      await pruneLiabilityProofs(deps.db, now.getTime(), deps.config.liabilityProofDays)
  })
}
