// Exact decimal helpers for client-side checks (amount >= minimum, amount > 0). Money stays a decimal string
// from the server to the screen; comparisons go through BigInt on scaled integers, never through floats.

/** A non-negative decimal as typed by a user or sent by the server: "12", "12.5", "0.00012". */
const DECIMAL = /^\d+(\.\d+)?$/

export function isDecimal(value: string): boolean {
  return DECIMAL.test(value.trim())
}

function split(value: string): [string, string] {
  const [whole = '0', fraction = ''] = value.trim().split('.')
  return [whole, fraction]
}

/** Compares two non-negative decimal strings exactly: -1, 0 or 1. Invalid input counts as 0. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const [aWhole, aFraction] = isDecimal(a) ? split(a) : ['0', '']
  const [bWhole, bFraction] = isDecimal(b) ? split(b) : ['0', '']
  const scale = Math.max(aFraction.length, bFraction.length)
  const left = BigInt(aWhole + aFraction.padEnd(scale, '0'))
  const right = BigInt(bWhole + bFraction.padEnd(scale, '0'))
  return left === right ? 0 : left < right ? -1 : 1
}

/** True for a decimal string strictly above zero. */
export function isPositiveDecimal(value: string): boolean {
  return isDecimal(value) && compareDecimal(value, '0') > 0
}

/** What an amount field accepts while typing: digits and at most one dot (everything else is dropped). */
export function sanitizeAmountInput(raw: string): string {
  const kept = raw.replace(/[^\d.]/g, '')
  const dot = kept.indexOf('.')
  return dot === -1 ? kept : `${kept.slice(0, dot + 1)}${kept.slice(dot + 1).replace(/\./g, '')}`
}

/** A fresh key for one user action on a money-moving call (repeats of that action reuse it). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID()
}

/** The exact sum of two non-negative decimal strings, as a decimal string. */
export function addDecimal(a: string, b: string): string {
  const [aWhole, aFraction] = isDecimal(a) ? split(a) : ['0', '']
  const [bWhole, bFraction] = isDecimal(b) ? split(b) : ['0', '']
  const scale = Math.max(aFraction.length, bFraction.length)
  const sum = (BigInt(aWhole + aFraction.padEnd(scale, '0')) + BigInt(bWhole + bFraction.padEnd(scale, '0')))
    .toString()
    .padStart(scale + 1, '0')
  return scale === 0 ? sum : `${sum.slice(0, -scale)}.${sum.slice(-scale)}`
}
