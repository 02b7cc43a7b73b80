// The Node.js runtime: Tern supports Node 24 LTS in production (a money server needs its security fixes) and still
// runs on the Node a fresh machine has. Every process says once at start when its Node is past its end of life.

/** End of life of each Node.js major line (nodejs.org/en/about/previous-releases). */
const endOfLife: Record<number, string> = {
  18: '2025-04-30',
  20: '2026-04-30',
  22: '2027-04-30',
  24: '2028-04-30',
  26: '2029-04-30',
}

/** The warning for a Node past its end of life on `today`, or null (a line not in the table is not judged). */
export function describeRuntime(version: string, today: Date): string | null {
  const major = Number(version.replace(/^v/, '').split('.')[0])
  const end = endOfLife[major]
  if (end === undefined || today.toISOString().slice(0, 10) <= end) return null
  return `Node.js ${version.replace(/^v/, '')} reached its end of life on ${end} and gets no security fixes: run Tern on Node 24 LTS in production (README: "The runtime").`
}
