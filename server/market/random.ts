// A small seeded PRNG (sfc32) and a normal sampler: the simulator and the history generator are reproducible
// from a seed, so tests can replay them.

/** 32-bit FNV-1a of the parts joined, for deriving independent streams from one seed. */
export function hashSeed(...parts: (string | number)[]): number {
  let h = 0x811c9dc5
  for (const ch of parts.join('|')) {
    h ^= ch.charCodeAt(0)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h
}

export interface Random {
  /** Uniform in [0, 1). */
  next(): number
  /** Standard normal. */
  normal(): number
}

export function createRandom(seed: number): Random {
  let a = seed >>> 0
  let b = 0x9e3779b9
  let c = 0x243f6a88
  let d = 1
  const next = () => {
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return (t >>> 0) / 4294967296
  }
  for (let i = 0; i < 12; i++) next()
  let spare: number | undefined
  const normal = () => {
    if (spare !== undefined) {
      const value = spare
      spare = undefined
      return value
    }
    const u = 1 - next()
    const v = next()
    const r = Math.sqrt(-2 * Math.log(u))
    spare = r * Math.sin(2 * Math.PI * v)
    return r * Math.cos(2 * Math.PI * v)
  }
  return { next, normal }
}
