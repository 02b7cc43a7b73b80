// The time zone of the times on screen: the browser's own, except while the app takes over a page the server
// rendered: then the zone that page was rendered in (its data's `tz`), so that hydration finds the same text and
// keeps the server's nodes; React then renders the times again in the browser's zone (their text only). The app
// keeps the cookie tern_tz equal to the browser's zone, so the server renders in it and nothing changes at all.
import { choiceCookies } from '@contract/api'
import { useAtomValue } from 'jotai'
import { mirrorCookie } from '@/shared/i18n/stored-language'
import { firstScreenAtom } from './first-screen'
import { useSyncExternalStore } from './use-sync-external-store'

/** The zone a page is rendered in when the reader's is not known (no cookie yet). */
export const SERVER_TIME_ZONE = 'UTC'

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}

/** The browser's zone never changes while the page lives (a new zone is a new start). */
const noChanges = () => () => {}

/** The zone to format times in (see above). */
export function useTimeZone(): string {
  const page = useAtomValue(firstScreenAtom)
  return useSyncExternalStore(noChanges, browserTimeZone, () => page?.tz ?? SERVER_TIME_ZONE)
}

/** At each start: the cookie follows the browser's zone, for the server's render of the next page. */
export function mirrorTimeZone(): void {
  mirrorCookie(choiceCookies.tz, browserTimeZone())
}
