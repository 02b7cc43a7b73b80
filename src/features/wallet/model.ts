/** A fresh key for one user action on a money-moving call (repeats of that action reuse it). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID()
}
