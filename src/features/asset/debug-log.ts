// What the hidden debug panel shows besides the service-worker state: the app version, the Cache Storage
// contents and the most recent failed API calls (a small ring buffer fed from the HTTP client's error channel).

import { onHttpError } from '@/shared/lib/http'
import { version } from '../../../package.json'

export const APP_VERSION: string = version

export interface ApiErrorEntry {
  at: number
  method: string
  path: string
  kind: string
  message: string
}

const RING_SIZE = 10
const recent: ApiErrorEntry[] = []

/** Starts recording once this module is loaded (the asset chunk); earlier failures are not seen. */
onHttpError(({ error, method, path }) => {
  recent.push({ at: Date.now(), method: method.toUpperCase(), path, kind: error.name, message: error.message })
  if (recent.length > RING_SIZE) recent.splice(0, recent.length - RING_SIZE)
})

/** Newest first. */
export function recentApiErrors(): ApiErrorEntry[] {
  return [...recent].reverse()
}

export interface CacheSummary {
  name: string
  entries: number
}

export async function readCacheSummaries(): Promise<CacheSummary[]> {
  if (!('caches' in globalThis)) return []
  const names = await caches.keys()
  return Promise.all(names.map(async (name) => ({ name, entries: (await (await caches.open(name)).keys()).length })))
}
