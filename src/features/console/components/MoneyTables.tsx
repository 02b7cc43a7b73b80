import type { AssetBalance, LedgerEntry } from '@contract/console-data'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '@/shared/lib/format'
import { Amount } from '@/shared/ui/Amount'
import { type Column, DataTable } from './DataTable'

const balanceColumns: readonly Column<AssetBalance>[] = [
  { key: 'asset', header: <Trans>Asset</Trans>, cell: (b) => b.asset },
  { key: 'available', header: <Trans>Available</Trans>, numeric: true, cell: (b) => <Amount value={b.available} /> },
  { key: 'frozen', header: <Trans>Frozen</Trans>, numeric: true, cell: (b) => <Amount value={b.frozen} /> },
]

export function BalanceTable({ balances }: { balances: readonly AssetBalance[] }) {
  const { t } = useLingui()
  return <DataTable label={t`Balances`} columns={balanceColumns} rows={balances} rowKey={(b) => b.asset} />
}

const ledgerColumns: readonly Column<LedgerEntry>[] = [
  { key: 'time', header: <Trans>Time</Trans>, cell: (e) => formatDateTime(e.created_at) },
  {
    key: 'amount',
    header: <Trans>Amount</Trans>,
    numeric: true,
    cell: (e) => <Amount value={e.amount} asset={e.asset} />,
  },
  {
    key: 'part',
    header: <Trans>Part</Trans>,
    cell: (e) => (e.bucket === 'frozen' ? <Trans>Frozen</Trans> : <Trans>Available</Trans>),
  },
  { key: 'reason', header: <Trans>Reason</Trans>, cell: (e) => e.reason },
  { key: 'ref', header: <Trans>Reference</Trans>, cell: (e) => e.ref },
]

/** Postings with their reason and reference (what they belong to); `label` names the table. */
export function LedgerTable({ entries, label }: { entries: readonly LedgerEntry[]; label: string }) {
  return (
    <DataTable
      label={label}
      columns={ledgerColumns}
      rows={entries}
      rowKey={(e) => e.id}
      empty={<Trans>No postings</Trans>}
    />
  )
}
