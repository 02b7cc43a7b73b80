// Prices are integers in units of the product's last decimal (BTC/USDT precision 2: 6700012 = "67000.12"),
// exact in a double up to 2^53. These helpers convert them to and from decimal strings without floats.

export function parsePrice(text: string, precision: number): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text)
  if (!match) throw new Error(`Not a price: ${text}`)
  const fraction = (match[2] ?? '').padEnd(precision, '0')
  if (fraction.length > precision) throw new Error(`Too many decimals: ${text}`)
  const units = Number(`${match[1]}${fraction}`)
  if (!Number.isSafeInteger(units)) throw new Error(`Price out of range: ${text}`)
  return units
}

/** Formats an integer amount of 10^-decimals units with exactly `decimals` decimals ("-0.50" for -50, 2). */
export function formatUnits(units: number, decimals: number): string {
  const sign = units < 0 ? '-' : ''
  const digits = Math.abs(Math.round(units)).toString()
  if (decimals === 0) return `${sign}${digits}`
  const padded = digits.padStart(decimals + 1, '0')
  return `${sign}${padded.slice(0, -decimals)}.${padded.slice(-decimals)}`
}

export const formatPrice = formatUnits

/** Percent change from `from` to `to` (both price units), two decimals, rounded half away from zero. */
export function formatChange(from: number, to: number): string {
  if (from <= 0) return '0.00'
  const diff = to - from
  // Basis points, computed in integers: |diff| * 10000 stays far below 2^53 for every seeded product.
  const bp = Math.round((Math.abs(diff) * 10000) / from)
  return formatUnits(diff < 0 && bp > 0 ? -bp : bp, 2)
}

/** Compact form of a non-negative amount: 1523345678 -> "1.52B", 845200 -> "845.20K", 12 -> "12.00". */
export function formatCompact(value: number): string {
  const steps: [number, string][] = [
    [1e12, 'T'],
    [1e9, 'B'],
    [1e6, 'M'],
    [1e3, 'K'],
  ]
  for (const [size, suffix] of steps) if (value >= size) return `${(value / size).toFixed(2)}${suffix}`
  return value.toFixed(2)
}

/** Decimals of base volume shown for a product: coarser units for cheap products. */
export function volumeDecimals(priceUnits: number, precision: number): number {
  const price = priceUnits / 10 ** precision
  if (price >= 1000) return 4
  if (price >= 10) return 2
  return 0
}
