// The invest engine job, run by the engine process (and by `all`): runInvestDay at start (catching up any days
// missed while no engine ran), then just after each UTC midnight of the injected clock, and at least hourly
// (cheap when nothing is due) so that a clock jump or a failed run is caught up soon.
import { DAY_MS } from '../../../contract/rules/invest'
import type { Deps } from '../../deps'
import { runInvestDay } from './accrual'

const AT_LEAST_EVERY_MS = 60 * 60_000
/** After midnight, so that the day just ended is over on every clock that agrees within a second. */
const AFTER_MIDNIGHT_MS = 1000

/** Milliseconds from `now` to the next run. */
export function nextRunIn(nowMs: number): number {
  const untilMidnight = DAY_MS - (nowMs % DAY_MS) + AFTER_MIDNIGHT_MS
  return Math.min(untilMidnight, AT_LEAST_EVERY_MS)
}

export function startInvestJob(deps: Deps): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve()
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  const run = () => {
    running = runInvestDay(deps)
      .catch((error: unknown) => console.error('[tern] invest job failed:', error))
      .finally(() => {
        if (stopped) return
        timer = setTimeout(run, nextRunIn(deps.clock().getTime()))
        timer.unref()
      })
  }
  run()
  return {
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
