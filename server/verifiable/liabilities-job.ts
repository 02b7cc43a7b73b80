// The engine process's part of the proof of liabilities: a snapshot of each UTC day, built at the first run of the
// day (at the engine's start, then checked every LIABILITIES_EVERY_MS), and the proofs of snapshots older than
// TERN_LIABILITY_PROOF_DAYS pruned.
import type { Deps } from '../deps'
import { loadPriceKey } from './keys'
import { buildLiabilitySnapshot, pruneLiabilityProofs } from './liabilities'

export const LIABILITIES_EVERY_MS = 60_000

export function startLiabilities(deps: Pick<Deps, 'db' | 'clock' | 'config'>): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve()
  let busy = false
  const key = loadPriceKey(deps.db, deps.clock(), deps.config.priceSigningKey)
  const run = () => {
    if (busy) return
    busy = true
    running = key
      .then(async (k) => {
        const now = deps.clock()
        if ((await buildLiabilitySnapshot(deps.db, k, now)) !== null)
          await pruneLiabilityProofs(deps.db, now.getTime(), deps.config.liabilityProofDays)
      })
      .catch((error: unknown) => console.error('[tern] the proof of liabilities failed:', error))
      .finally(() => {
        busy = false
      })
  }
  run()
  const timer = setInterval(run, LIABILITIES_EVERY_MS)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
