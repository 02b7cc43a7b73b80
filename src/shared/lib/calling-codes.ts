// The country calling-code table for the area-code picker: one row per country from libphonenumber-js
// (loaded only when the picker opens), names localized with Intl.DisplayNames in the active language.

export interface CallingCode {
  /** ISO 3166-1 alpha-2 region, e.g. 'TH'. */
  region: string
  /** Digits without '+', e.g. '66'. */
  code: string
  name: string
  flag: string
}

/** Regional-indicator emoji for a two-letter region code. */
export function flagEmoji(region: string): string {
  return String.fromCodePoint(...[...region.toUpperCase()].map((char) => 0x1f1e6 + char.charCodeAt(0) - 65))
}

export async function loadCallingCodes(locale: string): Promise<CallingCode[]> {
  const { getCountries, getCountryCallingCode } = await import('libphonenumber-js/min')
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })
  const collator = new Intl.Collator(locale)
  return getCountries()
    .map((region) => ({
      region,
      code: getCountryCallingCode(region),
      name: names.of(region) ?? region,
      flag: flagEmoji(region),
    }))
    .sort((a, b) => collator.compare(a.name, b.name))
}

/** Matches a localized name (case-insensitive), the region code, or the calling code (with or without '+'). */
export function filterCallingCodes(rows: readonly CallingCode[], query: string, locale: string): CallingCode[] {
  const needle = query.trim().toLocaleLowerCase(locale).replace(/^\+/, '')
  if (needle === '') return [...rows]
  return rows.filter(
    (row) =>
      row.name.toLocaleLowerCase(locale).includes(needle) ||
      row.code.startsWith(needle) ||
      row.region.toLowerCase() === needle,
  )
}
