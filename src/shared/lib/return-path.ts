// Going to log in and coming back, for screens: the hooks that send a visitor to log in with the way back, and the
// check on a return path (`?next=`) before the login and register screens follow it: only a same-origin path of
// one of the app's own screens, never an absolute URL, `//host`, a backslash trick, an API or console path, or
// the auth screens themselves.
import { useCallback } from 'react'
import { useLocation } from 'wouter'
import { paths } from './paths'
import { authPath, RETURN_PARAM, useCurrentPath } from './return-to'

/** The auth screens: returning to one of them would loop. */
const authScreens: ReadonlySet<string> = new Set([paths.login, paths.register, paths.forgot])

type Builder = (...parameters: unknown[]) => string
/** The first path segment of every screen the app has, from its path builders (each starts with a fixed segment). */
const appSegments: ReadonlySet<string> = new Set(
  Object.values(paths).map(
    (value) => (typeof value === 'string' ? value : (value as Builder)(1, 1)).split('/')[1] ?? '',
  ),
)

/** A backslash (browsers read it as `/`) or a control character (a tab or newline is dropped from URLs). */
const isUnsafeCharacter = (character: string) =>
  character === '\\' || character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f

/** `raw` as a path of this app (path, query and hash, normalised), or null when it is not safe to follow. */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || [...raw].some(isUnsafeCharacter)) return null
  const base = 'https://app.invalid'
  let url: URL
  try {
    url = new URL(raw, base)
  } catch {
    return null
  }
  if (url.origin !== base) return null
  const segment = url.pathname.split('/')[1] ?? ''
  if (!appSegments.has(decodeURIComponent(segment)) || authScreens.has(url.pathname)) return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** The return path carried in a search string (with or without its leading '?'), if it is safe. */
export function returnPathFrom(search: string): string | null {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM))
}

/** The login path that returns to the current screen: for links shown to visitors in place of an action. */
export function useLoginPath(): string {
  return authPath(paths.login, useCurrentPath())
}

/** Sends a visitor to log in, then back to the current screen: for guarded actions (order buttons, ...). */
export function useRequireLogin(): () => void {
  const [, navigate] = useLocation()
  const loginPath = useLoginPath()
  return useCallback(() => navigate(loginPath), [navigate, loginPath])
}
