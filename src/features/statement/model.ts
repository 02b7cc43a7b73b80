// The statement's pure parts: its filter, and its rows as CSV cells. No React, no I/O, no Lingui (the labels come
// in as functions), so the server suite runs the same code on the ledger (tests/server/statement).
import type { Asset } from '@contract/api'
import type { StatementKind, StatementPart, StatementRow } from '@contract/statement'
import type { CsvCell } from './csv'
import { isoUtc } from './csv'

/** The screen's filter; an empty string is "all". `from` and `to` are UTC days (YYYY-MM-DD), both included. */
export interface StatementFilter {
  asset: Asset | ''
  kind: StatementKind | ''
  from: string
  to: string
}

export const emptyFilter: StatementFilter = { asset: '', kind: '', from: '', to: '' }

/** The query string of GET /api/statement for a filter (empty fields left out). */
export function statementSearch(filter: StatementFilter, before?: number, limit?: number): Record<string, string> {
  const search: Record<string, string> = {}
  for (const [key, value] of Object.entries(filter)) if (value !== '') search[key] = value
  if (before !== undefined) search.before = String(before)
  if (limit !== undefined) search.limit = String(limit)
  return search
}

/** A filter with from > to has its days swapped, as a person means them. */
export function orderedRange(filter: StatementFilter): StatementFilter {
  return filter.from !== '' && filter.to !== '' && filter.from > filter.to
    ? { ...filter, from: filter.to, to: filter.from }
    : filter
}

export interface StatementLabels {
  kind: (kind: StatementRow['kind']) => string
  reason: (reason: string) => string
  part: (part: StatementPart) => string
  /** The reference as a person reads it ("Contract order #7"); the machine one stays in its own column. */
  ref: (ref: string) => string
}

/** The statement's CSV columns, in order (their headers are translated by the caller). */
export const statementColumns = [
  'time',
  'kind',
  'reason',
  'reasonCode',
  'asset',
  'part',
  'amount',
  'ref',
  'record',
] as const

/** One posting as CSV cells: the time in ISO 8601 UTC, the amount exactly as the ledger has it. */
export function statementCells(row: StatementRow, labels: StatementLabels): CsvCell[] {
  return [
    { text: isoUtc(row.t) },
    { text: labels.kind(row.kind) },
    { text: labels.reason(row.reason) },
    { text: row.reason },
    { text: row.asset },
    { text: labels.part(row.part) },
    { decimal: row.amount },
    { text: row.ref },
    { text: labels.ref(row.ref) },
  ]
}
