// The published price record: the signing key and a product's signed hours. Plain fetches (not the envelope
// client): the key is a well-known document, and the app's worker calls these without the app's modules (the
// worker's bundle takes no import of src/shared: the HTTP client pulls in the catalogs).
import type { LiabilityProofAnswer, LiabilitySnapshot } from '@contract/verify/liabilities'
import type { HourRecord, PricesKey } from '@contract/verify/prices'

export async function fetchPricesKey(base: string): Promise<PricesKey> {
  const res = await fetch(`${base}/.well-known/tern-prices.json`)
  if (!res.ok) throw new Error(`price key: HTTP ${res.status}`)
  return (await res.json()) as PricesKey
}

/** A signed hour, or null while it is not signed. A signed hour never changes: the browser keeps it a year. */
export async function fetchPriceHour(base: string, productId: number, start: number): Promise<HourRecord | null> {
  const res = await fetch(`${base}/main/prices/${productId}/${start}`)
  if (!res.ok) throw new Error(`price record: HTTP ${res.status}`)
  const answer = (await res.json()) as { status: number; data: HourRecord | null }
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
