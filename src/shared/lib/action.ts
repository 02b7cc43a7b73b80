// The one helper for user actions (submit a form, send a message, change a setting). An action atom owns:
// - the in-flight guard: a second call while one runs is dropped, checked synchronously before any re-render;
// - the busy flag: the action atom's value, for the submit button;
// - the result: the call resolves to the action's result, or null when it failed or was dropped;
// - the failure, reported once: the HTTP client has already reported it to the shell (a toast with the server's
//   message), so the action swallows it and the screen does not show it again.
// Money-moving actions add an idempotency key on top (./money-action).
import { atom, type Getter, type Setter, type WritableAtom } from 'jotai'

export type ActionAtom<Request, Result> = WritableAtom<boolean, [Request], Promise<Result | null>>

export interface ActionOptions<Request, Result> {
  run: (request: Request, get: Getter, set: Setter) => Promise<Result>
  /** After a success, e.g. refresh the resources it changed. */
  onSuccess?: (get: Getter, set: Setter, result: Result, request: Request) => void
  /** After a failure (already reported by the HTTP client): state of the action's own to reset. */
  onFailure?: (get: Getter, set: Setter, error: unknown, request: Request) => void
  /** After every attempt, success or not (e.g. refresh an order book that may have moved meanwhile). */
  onSettled?: (get: Getter, set: Setter, request: Request) => void
}

export function actionAtom<Request, Result>(options: ActionOptions<Request, Result>): ActionAtom<Request, Result> {
  const busyAtom = atom(false)
  return atom(
    (get) => get(busyAtom),
    async (get, set, request: Request) => {
      if (get(busyAtom)) return null
      set(busyAtom, true)
      try {
        const result = await options.run(request, get, set)
        options.onSuccess?.(get, set, result, request)
        return result
      } catch (error) {
        options.onFailure?.(get, set, error, request)
        return null
      } finally {
        set(busyAtom, false)
        options.onSettled?.(get, set, request)
      }
    },
  )
}
