// "A sign-in from a new device": the device is the browser family and platform read from the user agent
// ("Chrome on Android"); a sign-in is from a new device when none of the user's earlier sessions (live or ended)
// came from the same one. Registration signs in without a notification, and its session counts as seen.
import type { Kysely } from 'kysely'
import type { Database } from '../../db/schema'
import type { ClientInfo } from '../../http/types'
import { notify } from '../../notify/create'

/** Most specific first: Edge and Opera also say Chrome, Chrome also says Safari. */
const browsers: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
]
const platforms: readonly [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
]
/** How many earlier sessions are compared: enough for any real user's devices. */
const HISTORY = 200

const match = (table: readonly [RegExp, string][], ua: string) => table.find(([re]) => re.test(ua))?.[1] ?? 'Unknown'

export function deviceOf(userAgent: string): string {
  return `${match(browsers, userAgent)} / ${match(platforms, userAgent)}`
}

/** Notifies the user, in the sign-in's transaction, when no earlier session of theirs came from this device. */
export async function noticeNewDevice(trx: Kysely<Database>, userId: number, client: ClientInfo, at: Date) {
  const device = deviceOf(client.userAgent)
  const earlier = await trx
    .selectFrom('tokens')
    .select('user_agent')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(HISTORY)
    .execute()
  if (earlier.length === 0 || earlier.some((t) => deviceOf(t.user_agent) === device)) return
  await notify(trx, userId, 'new_sign_in', { device, address: client.address, time: at.toISOString() }, at)
}
