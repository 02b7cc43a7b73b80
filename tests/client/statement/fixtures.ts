import type { StatementRow } from '@contract/statement'

export const statementRow = (row: Partial<StatementRow> & { id: number }): StatementRow => ({
  t: '2026-03-01T12:00:00.000Z',
  asset: 'USDT',
  amount: '-10',
  part: 'available',
  reason: 'micro_stake',
  kind: 'micro',
  ref: `micro_order:${row.id}`,
  ...row,
})

/** A page of the statement answer. */
export const statementPage = (rows: StatementRow[], next: number | null = null) => ({
  rows,
  more: next !== null,
  next,
})
