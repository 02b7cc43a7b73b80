// The console's actions on the one action helper (in-flight guard, busy flag as the atom's value). The HTTP client
// does not report an operator's failures to the shell (they are not the user's), so a console action resolves to
// its outcome, failure included, and the screen shows the failure once, where the operator acted.
import type { Setter } from 'jotai'
import { type ActionAtom, actionAtom } from '@/shared/lib/action'
import { ApiError } from '@/shared/lib/http'

/** What a console action resolves to; null when it was dropped because the same action was still running. */
export type ConsoleOutcome<Result> = { ok: true; result: Result } | { ok: false; failure: unknown }

export type ConsoleAction<Request, Result = unknown> = ActionAtom<Request, ConsoleOutcome<Result>>

/** A console action; `onSuccess` runs after a success only (e.g. to refresh what the action changed). */
export function consoleActionAtom<Request, Result>(
  run: (request: Request) => Promise<Result>,
  onSuccess?: (set: Setter, result: Result, request: Request) => void,
): ConsoleAction<Request, Result> {
  return actionAtom({
    run: (request: Request) =>
      run(request).then(
        (result): ConsoleOutcome<Result> => ({ ok: true, result }),
        (failure: unknown): ConsoleOutcome<Result> => ({ ok: false, failure }),
      ),
    onSuccess: (_get, set, outcome, request) => {
      if (outcome.ok) onSuccess?.(set, outcome.result, request)
    },
  })
}

/** The server's message for a refused call, or a generic one when it could not be reached. */
export function failureText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.code !== null ? error.msg : fallback
}
