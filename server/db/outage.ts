// A database outage (a restart, a full disk) makes every request fail the same way: it is logged once per
// interval with a count, not once per request with a stack trace, and remembered for /healthz.
import { isStorageError, isUnavailableError } from './dialect'

export interface OutageLog {
  /** Counts one failure; logs it when the interval since the last line has passed. */
  report(error: unknown): void
  /** The last failure: its time (epoch ms), message, and whether it was the storage's (a full disk). */
  last(): { at: number; reason: string; storage: boolean } | undefined
}

const INTERVAL_MS = 10_000

export function createOutageLog(
  what: string,
  options: { intervalMs?: number; now?: () => number; log?: (line: string) => void } = {},
): OutageLog {
  const { intervalMs = INTERVAL_MS, now = Date.now, log = (line: string) => console.error(line) } = options
  let loggedAt = Number.NEGATIVE_INFINITY
  let unlogged = 0
  let latest: ReturnType<OutageLog['last']>
  return {
    report(error) {
      const at = now()
      latest = { at, reason: describeError(error), storage: isStorageError(error) }
      if (at - loggedAt < intervalMs) {
        unlogged++
        return
      }
      const more = unlogged > 0 ? ` (and ${unlogged} more since the last report)` : ''
      log(`[tern] ${what}: ${latest.reason}${more}; logging at most once per ${intervalMs / 1000} s`)
      loggedAt = at
      unlogged = 0
    },
    last: () => latest,
  }
}

/** An error's code and message, without its stack. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' && !error.message.includes(code) ? `${code} ${error.message}` : error.message
}

/**
 * A logger for a background job's failures (`what` failed): a database outage goes to one OutageLog line per
 * interval, anything else is logged in full each time, as before.
 */
export function failureLog(what: string): (error: unknown) => void {
  const outage = createOutageLog(`${what} (database unavailable)`)
  return (error) => {
    if (isUnavailableError(error)) outage.report(error)
    else console.error(`[tern] ${what}:`, error)
  }
}
