// The engine process's part of the price record: the key loaded (made at the first start) and the ended hours
// sealed at start and then every SEAL_EVERY_MS.
import type { Deps } from '../deps'
import { loadPriceKey } from './keys'
import { sealDue } from './sealer'

export const SEAL_EVERY_MS = 10_000

export function startPriceRecord(deps: Pick<Deps, 'db' | 'clock' | 'config'>): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve()
  let busy = false
  const key = loadPriceKey(deps.db, deps.clock(), deps.config.priceSigningKey)
  const run = () => {
    if (busy) return
    busy = true
    running = key
      .then((k) => sealDue(deps.db, k, deps.clock().getTime()))
      .catch((error: unknown) => console.error('[tern] sealing the price record failed:', error))
      .finally(() => {
        busy = false
      })
  }
  run()
  const timer = setInterval(run, SEAL_EVERY_MS)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
