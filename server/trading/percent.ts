// Exact percent arithmetic for rates stored as decimal strings ("80", "2.5").

/** A percent as a fraction of one: "2.5" -> 25 / 1000. Null for anything but a plain non-negative decimal. */
export function parsePercent(text: string): { num: bigint; den: bigint } | null {
  const match = /^(\d{1,6})(?:\.(\d{1,8}))?$/.exec(text.trim())
  if (!match) return null
  const fraction = match[2] ?? ''
  return { num: BigInt(`${match[1]}${fraction}`), den: 100n * 10n ** BigInt(fraction.length) }
}

/** amount x percent, rounded down (fees) or up (what the user receives). */
export function percentOf(amount: bigint, percent: string, rounding: 'down' | 'up'): bigint {
  const p = parsePercent(percent)
  if (!p) throw new Error(`Not a percent: ${percent}`)
  const n = amount * p.num
  const q = n / p.den
  return rounding === 'up' && q * p.den !== n ? q + 1n : q
}
