// Push problems on the log without flooding it: one line per kind of problem per interval, saying how many
// more of that kind happened since the last line (a broken subscription can fail on every run).

const INTERVAL_MS = 60_000

export type PushLog = (kind: string, message: string, error?: unknown) => void

export function createPushLog(now: () => number = Date.now, intervalMs = INTERVAL_MS): PushLog {
  const kinds = new Map<string, { at: number; skipped: number }>()
  return (kind, message, error) => {
    const seen = kinds.get(kind)
    const at = now()
    if (seen && at - seen.at < intervalMs) {
      seen.skipped += 1
      return
    }
    const more = seen?.skipped ? ` (and ${seen.skipped} more since the last report)` : ''
    kinds.set(kind, { at, skipped: 0 })
    const reason = error instanceof Error ? `: ${error.message}` : ''
    console.error(`[tern] push: ${message}${reason}${more}`)
  }
}
