// The audit log as CSV (RFC 4180): every field quoted when it holds a comma, quote or line break, quotes doubled.
// A field that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) is prefixed with an apostrophe.
import { type AuditRecord, auditCsvColumns } from '../../contract/console'

function field(value: string | number): string {
  let text = String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function auditCsv(rows: readonly AuditRecord[]): string {
  const lines = [auditCsvColumns.join(',')]
  for (const row of rows) lines.push(auditCsvColumns.map((column) => field(row[column])).join(','))
  return `${lines.join('\r\n')}\r\n`
}
