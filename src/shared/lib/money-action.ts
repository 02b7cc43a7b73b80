// The money case of the one action helper (./action: in-flight guard, busy flag, result, failure reported once), for
// calls that move money (orders, withdrawals, exchanges, deposits, bank records). It adds:
// - the Idempotency-Key of one user action: a retry of the same request after a network failure reuses it (the
//   server then answers the first attempt's result instead of acting twice); an answer from the server, a changed
//   request or another session starts a new one.
// - offline, nothing is sent (and nothing is queued for later).
import { atom, type Getter, type Setter } from 'jotai'
import { type ActionAtom, actionAtom } from './action'
import { ApiError } from './http'
import { tokenAtom } from './session'

export type MoneyActionAtom<Request, Result> = ActionAtom<Request, Result>

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

/** Resolves to the result, or null when the call failed, was dropped because another one was in flight, or offline. */
export function moneyActionAtom<Request, Result>(
  options: MoneyActionOptions<Request, Result>,
): MoneyActionAtom<Request, Result> {
  const pendingAtom = atom<PendingKey | null>(null)
  const action = actionAtom<Request, Result>({
    run: async (request, get, set) => {
      const fingerprint = JSON.stringify(request) ?? ''
      const session = get(tokenAtom)
      const pending = get(pendingAtom)
      const key =
        pending && pending.request === fingerprint && pending.session === session ? pending.key : newIdempotencyKey()
      set(pendingAtom, { key, request: fingerprint, session })
      const result = await options.run(request, key)
      set(pendingAtom, null)
      return result
    },
    onSuccess: options.onSuccess,
    // A refusal is final for this key; after a network failure the same request may be retried with it.
    onFailure: (_get, set, error) => {
      if (error instanceof ApiError) set(pendingAtom, null)
    },
    onSettled: options.onSettled,
  })
  return atom(
    (get) => get(action),
    // Offline, nothing is sent and nothing is queued for later: the order buttons say the network is needed.
    (_get, set, request: Request) =>
      globalThis.navigator?.onLine === false ? Promise.resolve(null) : set(action, request),
  )
}
