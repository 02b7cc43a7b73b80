import type { AssetBalance, LedgerEntry } from '@contract/console-data'
import { Trans } from '@lingui/react/macro'
import { formatDateTime } from '@/shared/lib/format'
import { Amount } from '@/shared/ui/Amount'
import styles from '../Screens.module.css'

export function BalanceTable({ balances }: { balances: readonly AssetBalance[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Asset</Trans>
            </th>
            <th scope="col" className={styles.num}>
              <Trans>Available</Trans>
            </th>
            <th scope="col" className={styles.num}>
              <Trans>Frozen</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {balances.map((balance) => (
            <tr key={balance.asset}>
              <td>{balance.asset}</td>
              <td className={styles.num}>
                <Amount value={balance.available} />
              </td>
              <td className={styles.num}>
                <Amount value={balance.frozen} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Postings with their reason and reference (what they belong to). */
export function LedgerTable({ entries }: { entries: readonly LedgerEntry[] }) {
  if (entries.length === 0)
    return (
      <p className={styles.muted}>
        <Trans>No postings</Trans>
      </p>
    )
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Time</Trans>
            </th>
            <th scope="col" className={styles.num}>
              <Trans>Amount</Trans>
            </th>
            <th scope="col">
              <Trans>Part</Trans>
            </th>
            <th scope="col">
              <Trans>Reason</Trans>
            </th>
            <th scope="col">
              <Trans>Reference</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{formatDateTime(entry.created_at)}</td>
              <td className={styles.num}>
                <Amount value={entry.amount} unit={entry.asset} />
              </td>
              <td>{entry.bucket === 'frozen' ? <Trans>Frozen</Trans> : <Trans>Available</Trans>}</td>
              <td>{entry.reason}</td>
              <td>{entry.ref}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
