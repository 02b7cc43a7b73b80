// The push job, run by the engine process (and by `all`): a dispatcher run every few seconds, at once again
// while a run finds a full batch. Nothing runs while push is off (features/push/vapid.ts says why at start).
import type { Deps } from '../../deps'
import { runPushDispatch } from './dispatcher'
import { PUSH_BATCH } from './queue'
import { pushSetup } from './vapid'

const EVERY_MS = 2000

export function startPushJob(deps: Deps): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve()
  let timer: NodeJS.Timeout | undefined
  let stopped = !pushSetup(deps.config).enabled
  const run = () => {
    running = runPushDispatch(deps)
      .then((r) => (r.queued + r.skipped >= PUSH_BATCH || r.sent + r.retried >= PUSH_BATCH ? 0 : EVERY_MS))
      .catch((error: unknown) => {
        console.error('[tern] push job failed:', error)
        return EVERY_MS
      })
      .then((delay) => {
        if (stopped) return
        timer = setTimeout(run, delay)
        timer.unref()
      })
  }
  if (!stopped) run()
  return {
    stop: async () => {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
