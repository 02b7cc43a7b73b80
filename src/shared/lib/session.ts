// The session token: logged in means a token is stored locally (spec section 6). Kept as a raw string in
// localStorage so the HTTP client can read it synchronously; each store reads it on first use, and other
// tabs' logins and logouts arrive through the storage event.
import { atom } from 'jotai'
import { atomWithLazy } from 'jotai/utils'
import { clearSessionSnapshots } from './snapshot-store'

const TOKEN_KEY = 'tern.token'

/** For the HTTP client, which runs outside React. */
export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY)
  } catch {
    return null
  }
}

function storeToken(token: string | null): void {
  try {
    if (token === null) localStorage.removeItem(TOKEN_KEY)
    else localStorage.setItem(TOKEN_KEY, token)
  } catch {
    // Storage unavailable (private mode): the session lasts for this page only.
  }
}

const baseTokenAtom = atomWithLazy(readStoredToken)
baseTokenAtom.onMount = (set) => {
  set(readStoredToken())
  const onStorage = (event: StorageEvent) => {
    if (event.key === TOKEN_KEY || event.key === null) set(readStoredToken())
  }
  window.addEventListener('storage', onStorage)
  return () => window.removeEventListener('storage', onStorage)
}

export const tokenAtom = atom(
  (get) => get(baseTokenAtom),
  (_get, set, token: string | null) => {
    storeToken(token)
    // What the signed-in user saw stays on this device only while they are signed in.
    if (token === null) clearSessionSnapshots()
    set(baseTokenAtom, token)
  },
)

export const isLoggedInAtom = atom((get) => get(tokenAtom) !== null)
