// The one helper for calls that move money (orders, withdrawals, exchanges, deposits, bank records). It owns:
// - the in-flight guard: a second submit while one runs is dropped, checked synchronously before any re-render;
// - the busy flag: the action atom's value, for the submit button;
// - the Idempotency-Key of one user action: a retry of the same request after a network failure reuses it (the
//   server then answers the first attempt's result instead of acting twice); an answer from the server, a changed
//   request or another session starts a new one.
// Failures have already been reported to the shell by the HTTP client (a toast with the server's message).
import { atom, type Getter, type Setter, type WritableAtom } from 'jotai'
import { ApiError } from './http'
import { tokenAtom } from './session'

export type MoneyActionAtom<Request, Result> = WritableAtom<boolean, [Request], Promise<Result | null>>

export interface MoneyActionOptions<Request, Result> {
  /** The call; it must send `idempotencyKey` in the Idempotency-Key header. */
  run: (request: Request, idempotencyKey: string) => Promise<Result>
  /** After a success, e.g. refresh the resources it changed. */
  onSuccess?: (get: Getter, set: Setter, result: Result, request: Request) => void
  /** After every attempt, success or not (e.g. refresh an order book that may have moved meanwhile). */
  onSettled?: (get: Getter, set: Setter, request: Request) => void
}

interface PendingKey {
  key: string
  request: string
  session: string | null
}

function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID()
}

/** Resolves to the result, or null when the call failed or was dropped because another one was in flight. */
export function moneyActionAtom<Request, Result>(
  options: MoneyActionOptions<Request, Result>,
): MoneyActionAtom<Request, Result> {
  const busyAtom = atom(false)
  const pendingAtom = atom<PendingKey | null>(null)
  return atom(
    (get) => get(busyAtom),
    async (get, set, request: Request) => {
      // Offline, nothing is sent and nothing is queued for later: the order buttons say the network is needed.
      if (get(busyAtom) || globalThis.navigator?.onLine === false) return null
      set(busyAtom, true)
      const fingerprint = JSON.stringify(request) ?? ''
      const session = get(tokenAtom)
      const pending = get(pendingAtom)
      const key =
        pending && pending.request === fingerprint && pending.session === session ? pending.key : newIdempotencyKey()
      set(pendingAtom, { key, request: fingerprint, session })
      try {
        const result = await options.run(request, key)
        set(pendingAtom, null)
        options.onSuccess?.(get, set, result, request)
        return result
      } catch (error) {
        // A refusal is final for this key; after a network failure the same request may be retried with it.
        if (error instanceof ApiError) set(pendingAtom, null)
        return null
      } finally {
        set(busyAtom, false)
        options.onSettled?.(get, set, request)
      }
    },
  )
}
