import type { LoginResult } from '@contract/api'
import { atom } from 'jotai'
import { pollIntervals } from '@/shared/lib/constants'
import { atomWithPoller, definePoller } from '@/shared/lib/poller'
import { tokenAtom } from '@/shared/lib/session'
import { fetchUserInfo, logout } from './api'

/** The signed-in user's info (balance, unread alerts); polled every 2 s while the drawer or asset screen shows it. */
export const userInfoPoller = definePoller({
  key: 'userinfo',
  fetch: fetchUserInfo,
  interval: pollIntervals.sideDrawer,
})

/** Read it only where the user is logged in: mounting it starts the poller. */
export const userInfoAtom = atomWithPoller(userInfoPoller)

export const signInAtom = atom(null, (_get, set, result: LoginResult) => {
  userInfoPoller.reset()
  set(tokenAtom, result.token)
})

/** Local end of the session (logout, or an HTTP 204): forget the token and the user's data. */
export const endSessionAtom = atom(null, (_get, set) => {
  set(tokenAtom, null)
  userInfoPoller.reset()
})

/** Revokes the token on the server (best effort) and ends the session locally. */
export const logoutAtom = atom(null, async (_get, set) => {
  try {
    await logout()
  } catch (error) {
    console.warn('logout request failed; signing out locally', error)
  }
  set(endSessionAtom)
})
