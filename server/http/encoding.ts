// Content negotiation for compressed answers: which of brotli, gzip or the identity the client takes, by
// Accept-Encoding with its q-values (brotli first when both are acceptable: it is the smaller).
export type Encoding = 'br' | 'gzip' | 'identity'

const preference: readonly Encoding[] = ['br', 'gzip']

function qualities(header: string): Map<string, number> {
  const map = new Map<string, number>()
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined)
    if (name) map.set(name.trim(), q === undefined ? 1 : Number(q))
  }
  return map
}

/** The best encoding among `available` that the header accepts; identity when none is. */
export function negotiateEncoding(header: string | undefined, available: ReadonlySet<Encoding>): Encoding {
  if (!header) return 'identity'
  const q = qualities(header)
  const star = q.get('*') ?? 0
  for (const encoding of preference) {
    if (available.has(encoding) && (q.get(encoding) ?? star) > 0) return encoding
  }
  return 'identity'
}

/** Adds `name` to the Vary header unless it is already there. */
export function addVary(headers: Headers, name: string): void {
  const vary = headers.get('Vary')
  const names = vary?.split(',').map((v) => v.trim().toLowerCase()) ?? []
  if (names.includes(name.toLowerCase()) || names.includes('*')) return
  headers.set('Vary', vary ? `${vary}, ${name}` : name)
}

/** True when If-None-Match lists `etag` (weak comparison) or "*". */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const bare = etag.replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t.replace(/^W\//, '') === bare
  })
}
