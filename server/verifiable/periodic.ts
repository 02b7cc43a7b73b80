// A job of the engine process that runs at once and then every `everyMs`, never twice at a time; a failed run is
// logged and the next one tries again; stop() waits for the run in progress.

export interface Periodic {
  stop(): Promise<void>
}

export function startPeriodic(what: string, everyMs: number, work: () => Promise<unknown>): Periodic {
  let running: Promise<unknown> = Promise.resolve()
  let busy = false
  const run = () => {
    if (busy) return
    busy = true
    running = work()
      .catch((error: unknown) => console.error(`[tern] ${what} failed:`, error))
      .finally(() => {
        busy = false
      })
  }
  run()
  const timer = setInterval(run, everyMs)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
