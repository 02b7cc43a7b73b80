// The published price record: the signing key and a product's signed hours. Plain fetches (not the envelope
// client): the key is a well-known document, and the app's worker calls these without the app's modules (the
// worker's bundle takes no import of src/shared: the HTTP client pulls in the catalogs).
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
