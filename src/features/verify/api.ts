// The published price record: the signing key and a product's signed hours. Plain fetches (not the envelope
// client): the key is a well-known document, and the app's worker calls these without the app's modules (the
// worker's bundle takes no import of src/shared: the HTTP client pulls in the catalogs).
import type { LiabilityProofAnswer, LiabilitySnapshot } from '@contract/verify/liabilities'
import type { HourRecord, PricesKey } from '@contract/verify/prices'

/** Where fetched parts of the record are kept for checks made offline (the Cache Storage of the page's origin). */
export const VERIFY_CACHE = 'tern-verify-v1'
/** The most answers kept (the oldest go first): an hour is 15 to 80 KB on the wire, more stored. */
export const VERIFY_CACHE_ENTRIES = 200

const cacheStorage = (): CacheStorage | null => (typeof caches === 'undefined' ? null : caches)

/**
 * A GET's JSON from the network, and kept when `keep` says it is final (the key, a signed hour); when the network
 * fails (offline), the kept answer, so that a check once made can be made again offline. Without Cache Storage
 * (an insecure origin), the network alone.
 */
async function fetchKept<T>(url: string, what: string, keep: (body: T) => boolean): Promise<T> {
  const storage = cacheStorage()
  let res: Response
  try {
    res = await fetch(url)
  } catch (error) {
    const kept = await storage
      ?.open(VERIFY_CACHE)
      .then((cache) => cache.match(url))
      .catch(() => undefined)
    if (kept) return (await kept.json()) as T
    throw error
  }
  if (!res.ok) throw new Error(`${what}: HTTP ${res.status}`)
  const text = await res.text()
  const body = JSON.parse(text) as T
  if (storage && keep(body)) {
    try {
      const cache = await storage.open(VERIFY_CACHE)
      await cache.put(url, new Response(text, { headers: { 'Content-Type': 'application/json' } }))
      const keys = await cache.keys()
      for (const old of keys.slice(0, Math.max(0, keys.length - VERIFY_CACHE_ENTRIES))) await cache.delete(old)
    } catch {
      // Storage full or refused: the check goes on from the network's answer.
    }
  }
  return body
}

export function fetchPricesKey(base: string): Promise<PricesKey> {
  return fetchKept<PricesKey>(`${base}/.well-known/tern-prices.json`, 'price key', () => true)
}

/** A signed hour, or null while it is not signed. A signed hour never changes: it is kept for offline checks. */
export async function fetchPriceHour(base: string, productId: number, start: number): Promise<HourRecord | null> {
  const answer = await fetchKept<{ status: number; data: HourRecord | null }>(
    `${base}/main/prices/${productId}/${start}`,
    'price record',
    (body) => body.status === 1 && body.data !== null,
  )
  return answer.status === 1 ? answer.data : null
}

/** The latest snapshot's signed roots (public), or null before the first snapshot. */
export async function fetchLiabilities(base: string): Promise<LiabilitySnapshot | null> {
  const res = await fetch(`${base}/main/liabilities`)
  if (!res.ok) throw new Error(`liabilities: HTTP ${res.status}`)
  const answer = (await res.json()) as { status: number; code?: string; data: LiabilitySnapshot | null }
  if (answer.status === 1) return answer.data
  if (answer.code === 'not_found') return null
  throw new Error(`liabilities: ${answer.code ?? 'failed'}`)
}

/** The signed-in user's own inclusion proofs in a snapshot (signed out: HTTP 204, a failure here). */
export async function fetchLiabilityProof(
  base: string,
  token: string,
  snapshot: number,
): Promise<LiabilityProofAnswer> {
  const res = await fetch(`${base}/api/liability_proof?snapshot=${snapshot}`, { headers: { UserToken: token } })
  if (res.status !== 200) throw new Error(`liability proof: HTTP ${res.status}`)
  const answer = (await res.json()) as { status: number; data: LiabilityProofAnswer | null }
  if (answer.status !== 1 || !answer.data) throw new Error('liability proof: refused')
  return answer.data
}
