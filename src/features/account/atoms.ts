import type { LoginResult } from '@contract/api'
import { atom } from 'jotai'
import { pollIntervals } from '@/shared/lib/constants'
import { resourceAtom } from '@/shared/lib/resource'
import { tokenAtom } from '@/shared/lib/session'
import { fetchDemoAccount, fetchSessions, fetchUserInfo, logout, logoutOtherSessions, revokeSession } from './api'

/** The signed-in user's info (balance, unread alerts); polled every 2 s while the drawer or asset screen shows it. */
export const userInfoAtom = resourceAtom({
  key: 'account.userinfo',
  scope: 'session',
  fetch: (_param, signal) => fetchUserInfo(signal),
  pollMs: pollIntervals.sideDrawer,
})

/** Whether the signed-in account is the shared demo account (history screens say so); asked once per mount. */
export const demoAccountAtom = resourceAtom({
  key: 'account.demo',
  scope: 'session',
  fetch: async (_param, signal) => (await fetchUserInfo(signal)).demo_account,
})

/** GET /main/demo_account: the shared demo account the login screen offers in demo mode (null outside it). */
export const demoCredentialsAtom = resourceAtom({
  key: 'account.demo-credentials',
  scope: 'public',
  fetch: (_param, signal) => fetchDemoAccount(signal),
})

/** The account id of a session, once asked (the user info resource runs only where it is on screen). */
const knownAccountAtom = atom<{ session: string; id: number } | null>(null)

/** The signed-in account's id: known for this session, or one request. null when signed out or the call failed. */
export const fetchAccountIdAtom = atom(null, async (get, set): Promise<number | null> => {
  const session = get(tokenAtom)
  if (session === null) return null
  const known = get(knownAccountAtom)
  if (known?.session === session) return known.id
  try {
    const { id } = await fetchUserInfo()
    if (get(tokenAtom) !== session) return null
    set(knownAccountAtom, { session, id })
    return id
  } catch {
    // The shell has reported the failure.
    return null
  }
})

/** Session resources are keyed by the token: the next user starts from empty resources without any reset. */
export const signInAtom = atom(null, (_get, set, result: LoginResult) => set(tokenAtom, result.token))

/** Local end of the session (logout, or an HTTP 204): forget the token, and with it the user's resources. */
export const endSessionAtom = atom(null, (_get, set) => set(tokenAtom, null))

/** Revokes the token on the server (best effort) and ends the session locally. */
export const logoutAtom = atom(null, async (_get, set) => {
  try {
    await logout()
  } catch (error) {
    console.warn('logout request failed; signing out locally', error)
  }
  set(endSessionAtom)
})

/** GET /api/sessions: the user's signed-in devices, this one included. */
export const sessionsAtom = resourceAtom({
  key: 'account.sessions',
  scope: 'session',
  fetch: (_param, signal) => fetchSessions(signal),
})

/** Ends one other session; rejects with the HTTP client's error (the shell has shown it). */
export const revokeSessionAtom = atom(null, async (_get, set, id: number) => {
  const answer = await revokeSession({ id })
  set(sessionsAtom, 'refresh')
  return answer
})

/** Ends every other session of the user; this one stays signed in. */
export const logoutOtherSessionsAtom = atom(null, async (_get, set) => {
  const answer = await logoutOtherSessions()
  set(sessionsAtom, 'refresh')
  return answer
})
