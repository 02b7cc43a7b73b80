// The signed price record (ARCHITECTURE.md section 8), written once for the engine that builds it, the server that
// serves it, the app's worker and the `npm run verify` command. Each product's ticks of a UTC day form a linear hash
// chain: h(i) = SHA-256(h(i-1) | product | t | price | source), starting from a genesis hash of (product, day). At the
// end of each hour the engine signs the chain's head (Ed25519), and at the end of the day the day's head. A check
// downloads whole hours (README: Verifiable prices says why a linear chain and what one check costs).
// Web Crypto only (browser, worker and Node alike); no I/O.

export const PRICES_FORMAT = 'tern-prices/1'
export const HOUR_MS = 3_600_000
export const DAY_MS = 86_400_000

/** One recorded tick in a record: epoch ms, price in the product's units (integer), source code or null. */
export type RecordTick = [t: number, price: number, source: number | null]

/** A signed head: span 'h' an hour of a day's chain, 'd' the whole day (prev is then the day's genesis). */
export interface SignedHead {
  productId: number
  span: 'h' | 'd'
  /** Epoch ms: the hour's or the day's start (UTC). */
  start: number
  /** Ticks in the span. */
  count: number
  /** Hex: the chain hash before the span's first tick. */
  prev: string
  /** Hex: the chain hash after its last tick (prev when it has none). */
  head: string
  /** Base64: Ed25519 over headMessage(). */
  sig: string
}

/** GET /main/prices/{pid}/{hour}: an hour's ticks and its signed head. */
export interface HourRecord {
  head: SignedHead
  /** Decimals of the product's prices. */
  precision: number
  ticks: RecordTick[]
}

/** GET /.well-known/tern-prices.json */
export interface PricesKey {
  format: typeof PRICES_FORMAT
  algorithm: 'Ed25519'
  /** Base64 of the raw 32-byte public key. */
  publicKey: string
  /**
   * The price age limit: a trade takes a product's price only while its last tick is at most this old (ms); a close
   * by the user is priced at a recorded tick within it before the request (contract/verify/contract.ts).
   */
  maxPriceAgeMs?: number
}

/** A public key imported for verifying (Web Crypto's CryptoKey, named without the DOM library). */
export type VerifyKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>

export function toHex(bytes: Uint8Array): string {
  let out = ''
  for (const b of bytes) out += b.toString(16).padStart(2, '0')
  return out
}

export function fromHex(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length >> 1)
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16)
  return out
}

export function toBase64(bytes: Uint8Array): string {
  let s = ''
  for (const b of bytes) s += String.fromCharCode(b)
  return btoa(s)
}

export function fromBase64(text: string): Uint8Array {
  const s = atob(text)
  const out = new Uint8Array(s.length)
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i)
  return out
}

/** SHA-256: Web Crypto by default; the engine passes node:crypto's synchronous one (a link costs ~1 µs, not ~20). */
export type Sha256 = (bytes: Uint8Array) => Uint8Array | Promise<Uint8Array>

async function webSha256(bytes: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>))
}

/** The chain's first "previous hash" of a product's day. */
export async function genesis(productId: number, dayStart: number, sha: Sha256 = webSha256): Promise<Uint8Array> {
  return sha(new TextEncoder().encode(`${PRICES_FORMAT}\n${productId}\n${dayStart}`))
}

/** One link: 32 bytes prev, u32 product, i64 t, i64 price, u8 source (255: none), all big-endian. */
export async function linkHash(
  prev: Uint8Array,
  productId: number,
  tick: RecordTick,
  sha: Sha256 = webSha256,
): Promise<Uint8Array> {
  const buf = new Uint8Array(53)
  buf.set(prev, 0)
  const view = new DataView(buf.buffer)
  view.setUint32(32, productId)
  view.setBigInt64(36, BigInt(tick[0]))
  view.setBigInt64(44, BigInt(tick[1]))
  view.setUint8(52, tick[2] ?? 255)
  return sha(buf)
}

/** The chain hash after `ticks`, from `prev`. */
export async function chainHead(
  prev: Uint8Array,
  productId: number,
  ticks: readonly RecordTick[],
  sha: Sha256 = webSha256,
): Promise<Uint8Array> {
  let h = prev
  for (const tick of ticks) h = await linkHash(h, productId, tick, sha)
  return h
}

/** The exact bytes signed for a head. */
export function headMessage(h: Omit<SignedHead, 'sig'>): Uint8Array {
  const text = `${PRICES_FORMAT}\nproduct=${h.productId}\nspan=${h.span}\nstart=${h.start}\ncount=${h.count}\nprev=${h.prev}\nhead=${h.head}`
  return new TextEncoder().encode(text)
}

export function importPublicKey(base64: string): Promise<VerifyKey> {
  return crypto.subtle.importKey('raw', fromBase64(base64) as Uint8Array<ArrayBuffer>, { name: 'Ed25519' }, false, [
    'verify',
  ])
}

async function signatureValid(key: VerifyKey, head: SignedHead): Promise<boolean> {
  try {
    const sig = fromBase64(head.sig) as Uint8Array<ArrayBuffer>
    return await crypto.subtle.verify({ name: 'Ed25519' }, key, sig, headMessage(head) as Uint8Array<ArrayBuffer>)
  } catch {
    return false
  }
}

/**
 * What is wrong with an hour's record, named: `signature` (the ticks give the stored head, but its signature does
 * not verify with the published key), `head` (the stored head is neither what the ticks give nor what was
 * signed: a hash was changed), `ticks` (the head is signed, but the ticks do not hash to it: a tick was changed,
 * added or removed), `shape` (ticks out of order or outside the hour, a count that does not match).
 */
export type RecordProblem = 'signature' | 'head' | 'ticks' | 'shape'

export async function checkHourRecord(key: VerifyKey, record: HourRecord): Promise<RecordProblem | null> {
  const { head, ticks } = record
  let last = head.start - 1
  for (const [t] of ticks) {
    if (t <= last || t >= head.start + HOUR_MS) return 'shape'
    last = t
  }
  const recomputed = toHex(await chainHead(fromHex(head.prev), head.productId, ticks))
  const signed = await signatureValid(key, head)
  const chained = recomputed === head.head
  if (signed && chained) return ticks.length === head.count ? null : 'shape'
  if (chained) return 'signature'
  return signed ? 'ticks' : 'head'
}
