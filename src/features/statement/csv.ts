// CSV files for taxes and spreadsheets (RFC 4180): comma-separated, CRLF line ends, a field quoted when it holds
// a comma, a quote or a line break, quotes doubled. UTF-8 with a byte-order mark, so that spreadsheet programs
// read Thai, Chinese or Korean headers as UTF-8. Text that a spreadsheet would run as a formula (starting with
// = + - @, a tab or a carriage return) gets a leading apostrophe; amounts are checked to be plain decimals and
// go out as they are, so "-12.5" stays a number. Pure: no React, no I/O (tests/server reuse it on the ledger).

export const CSV_BOM = '\uFEFF'
export const CSV_TYPE = 'text/csv;charset=utf-8'

/** A cell: text (guarded against formulas), or an exact decimal amount. */
export type CsvCell = { text: string } | { decimal: string }

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/
const DECIMAL = /^[-+]?\d+(\.\d+)?$/

/** One field, quoted when needed. */
export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value
}

/** A text cell: a formula-looking start is neutralized with an apostrophe. */
export function csvText(value: string): string {
  return csvField(FORMULA_START.test(value) ? `'${value}` : value)
}

/** An exact decimal (the API's strings; a leading + is dropped); anything else is refused rather than written as a formula or a float. */
export function csvDecimal(value: string): string {
  if (!DECIMAL.test(value)) throw new RangeError(`Not a decimal: ${value}`)
  return value.replace(/^\+/, '')
}

const cell = (c: CsvCell) => ('decimal' in c ? csvDecimal(c.decimal) : csvText(c.text))

/** The file's text: the byte-order mark, the header row, then one line per row, CRLF after each. */
export function buildCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header.map(csvText).join(','), ...rows.map((row) => row.map(cell).join(','))]
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`
}

/** ISO 8601 UTC to the second, e.g. 2026-03-01T12:00:05Z (the API's times as they are, without milliseconds). */
export function isoUtc(time: string | number): string {
  return new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z')
}

/**
 * The file name: what it holds and its date range, e.g. tern-statement_2026-03-01_2026-03-31.csv. The range is
 * the filter's when one was chosen, else the days of the oldest and the newest row (none: the day of export).
 */
export function csvFileName(
  what: string,
  range: { from?: string; to?: string },
  times: readonly string[],
  today: string,
) {
  const days = times.map((t) => new Date(t).toISOString().slice(0, 10)).sort()
  const from = range.from || days[0] || today
  const to = range.to || days.at(-1) || today
  return `tern-${what}_${from}_${to}.csv`
}
