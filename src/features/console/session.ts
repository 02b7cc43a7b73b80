// The operator's session: kept in sessionStorage (one browser tab, gone when it closes), never beside the user's
// token in localStorage. The console's calls read it synchronously (operatorAuth); the atom mirrors it for the screens.
import { atom } from 'jotai'
import { atomWithLazy } from 'jotai/utils'
import type { BearerAuth } from '@/shared/lib/http'
import type { StoredSession } from './model'

const SESSION_KEY = 'tern.console'

function isSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false
  const { token, email, role } = value as Record<string, unknown>
  return typeof token === 'string' && typeof email === 'string' && typeof role === 'string'
}

export function readOperatorSession(): StoredSession | null {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null')
    return isSession(stored) ? stored : null
  } catch {
    return null
  }
}

function storeOperatorSession(session: StoredSession | null): void {
  try {
    if (session === null) sessionStorage.removeItem(SESSION_KEY)
    else sessionStorage.setItem(SESSION_KEY, JSON.stringify(session))
  } catch {
    // Storage unavailable: the session lasts for this page only.
  }
}

const baseSessionAtom = atomWithLazy(readOperatorSession)

export const operatorSessionAtom = atom(
  (get) => get(baseSessionAtom),
  (_get, set, session: StoredSession | null) => {
    storeOperatorSession(session)
    set(baseSessionAtom, session)
  },
)

const expiryListeners = new Set<() => void>()

/** Called whenever the server answers 401 to a call made with a session (expired, idle or revoked). */
export function onOperatorSessionExpired(listener: () => void): () => void {
  expiryListeners.add(listener)
  return () => expiryListeners.delete(listener)
}

/** How every console call identifies itself: the operator's session as a bearer token, never the user's UserToken. */
export const operatorAuth: BearerAuth = {
  token: () => readOperatorSession()?.token ?? null,
  onExpired: () => {
    for (const listener of expiryListeners) listener()
  },
}
