// Where a visitor goes after logging in or signing up: back to the screen that sent them there, carried to the
// login and register screens as `?next=<path>`. This is what the shell needs at once (route guards, session
// expiry); the hooks for screens and the check before following a path are in return-path.ts, off the first screen.
import { useLocation, useSearch } from 'wouter'
import { paths } from './paths'

export const RETURN_PARAM = 'next'

/** An auth screen's path that leads back to `from` afterwards (no parameter for home or nothing). */
export function authPath(
  screen: typeof paths.login | typeof paths.register | typeof paths.forgot,
  from: string | null,
): string {
  return from === null || from === paths.home ? screen : `${screen}?${RETURN_PARAM}=${encodeURIComponent(from)}`
}

/** The current location as a path with its query ('/trade/12', '/earn/1?x=1'). */
export function useCurrentPath(): string {
  const [location] = useLocation()
  const search = useSearch()
  return search ? `${location}?${search}` : location
}
